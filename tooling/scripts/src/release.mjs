#!/usr/bin/env node
// `pnpm release`: builds and checks the published packages only (every workspace package that is not private), packs
// each and checks its tarball, then `changeset publish`. `pnpm release:dry` (`--dry-run`) does all of it but publish:
// `pnpm publish --dry-run` shows what would go out. `pnpm test` runs the dry run, so its checks come from turbo's cache.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packPackage, tarballProblems } from "./packed.mjs";
import { workspacePackages } from "./results.mjs";
import { syncContractVersion } from "./sync-contract-version.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
/** What must pass before anything is published: the pack-and-import tests are part of `test`. */
export const RELEASE_TASKS = ["build", "lint", "typecheck", "test", "generate:check", "docs"];

/** The workspace packages that are published: every one without `"private": true`. */
export function publishedPackages(base = root) {
  return workspacePackages(base)
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ dir, name: manifest.name, version: manifest.version }));
}

/** Changesets not yet turned into versions (`pnpm version-packages` consumes them). */
function pendingChangesets() {
  return readdirSync(join(root, ".changeset")).filter((file) => file.endsWith(".md") && file !== "README.md");
}

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { cwd: root, stdio: "inherit" }).status === 0;
}

function main() {
  const dryRun = process.argv.includes("--dry-run");
  const packages = publishedPackages();
  const filters = packages.map(({ name }) => `--filter=${name}`);
  console.log(`${dryRun ? "Release dry run" : "Release"} of ${packages.map(({ name, version }) => `${name}@${version}`).join(", ")}`);
  const problems = [];

  const pending = pendingChangesets();
  if (pending.length > 0) {
    const message = `${pending.length} pending changesets: run \`pnpm version-packages\` and commit the versions first`;
    if (dryRun) console.log(`(${message}.)`);
    else problems.push(message);
  }
  const { sdkVersion, contractVersion } = syncContractVersion(root, { check: true });
  if (sdkVersion !== contractVersion) problems.push(`the contract's info.version (${contractVersion}) is not the SDK's (${sdkVersion}); run \`pnpm version-packages\``);
  if (problems.length > 0) return fail(problems);

  if (!run("pnpm", ["exec", "turbo", "run", ...RELEASE_TASKS, ...filters, "--output-logs=errors-only"])) return fail(["the checks above failed"]);

  const work = mkdtempSync(join(tmpdir(), "release-"));
  try {
    for (const { dir, name } of packages) {
      const found = tarballProblems(packPackage(dir, work));
      console.log(`${found.length === 0 ? "ok  " : "FAIL"} ${name} tarball${found.map((problem) => `\n       ${problem}`).join("")}`);
      problems.push(...found.map((problem) => `${name}: ${problem}`));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (problems.length > 0) return fail(problems);

  const published = dryRun ? run("pnpm", ["publish", "-r", "--dry-run", "--no-git-checks", ...filters]) : run("pnpm", ["exec", "changeset", "publish"]);
  if (!published) return fail([dryRun ? "pnpm publish --dry-run failed" : "changeset publish failed"]);
  console.log(dryRun ? "\nRelease dry run passed: `pnpm release` would publish the packages above." : "\nReleased.");
  return 0;
}

function fail(problems) {
  console.error(`\nNot released:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
