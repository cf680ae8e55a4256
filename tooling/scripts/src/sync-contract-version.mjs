#!/usr/bin/env node
// The contract's `info.version` is the SDK's version: `pnpm version-packages` runs this after `changeset version`.
// `--check` only compares (exit 1 when they differ); `--root DIR` works on another copy of the repo (tests).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the two versions live, relative to the repository root. */
export const SDK_MANIFEST = "packages/sdk/package.json";
export const CONTRACT_ENTRY = "packages/sdk/contract/openapi.yaml";

// `version:` directly under the top-level `info:` block (two-space indent), before the next top-level key.
const INFO_VERSION = /^(info:\n(?:(?: {2}.*|\s*)\n)*? {2}version: *)(.*)$/m;

/** The `info.version` of an OpenAPI document's text; undefined when it has none. */
export function contractVersion(text) {
  const raw = INFO_VERSION.exec(text)?.[2]?.trim();
  return raw?.replace(/^(["'])(.*)\1$/, "$2");
}

/** The document's text with `info.version` set to `version`, everything else unchanged. */
export function withContractVersion(text, version) {
  if (contractVersion(text) === undefined) throw new Error("The contract has no info.version to update.");
  return text.replace(INFO_VERSION, (_match, head) => `${head}${version}`);
}

/** Sets (or, with `check`, compares) the contract's version to the SDK's; returns both. */
export function syncContractVersion(root, { check = false } = {}) {
  const sdkVersion = JSON.parse(readFileSync(join(root, SDK_MANIFEST), "utf8")).version;
  const file = join(root, CONTRACT_ENTRY);
  const text = readFileSync(file, "utf8");
  const before = contractVersion(text);
  if (!check && before !== sdkVersion) writeFileSync(file, withContractVersion(text, sdkVersion));
  return { sdkVersion, contractVersion: before };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf("--root");
  const root = rootIndex >= 0 ? args[rootIndex + 1] : fileURLToPath(new URL("../../../", import.meta.url));
  const check = args.includes("--check");
  try {
    const { sdkVersion, contractVersion: before } = syncContractVersion(root, { check });
    if (check && before !== sdkVersion) {
      console.error(`${CONTRACT_ENTRY} says info.version ${before}, the SDK is ${sdkVersion}. Run \`node tooling/scripts/src/sync-contract-version.mjs\`.`);
      process.exit(1);
    }
    console.log(before === sdkVersion ? `The contract's info.version is the SDK's (${sdkVersion}).` : `Contract info.version ${before} -> ${sdkVersion}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
