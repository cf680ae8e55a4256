#!/usr/bin/env node
// Copies embedded login's cross-origin verification page (its sources live with the sign-in code, in
// packages/console/src/features/auth/verificationPage/) into every provider app's public/ folder, so each app's build
// serves it at /app/auth0-verify.html; new-provider.mjs gives a new app the same files.
// Usage: node tooling/scripts/src/verification-page.mjs [--check]   (--check: fail, changing nothing, when a copy is stale)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The page's files, by name: the page and its script (the Content-Security-Policy allows no inline script). */
export const VERIFICATION_PAGE_FILES = ["auth0-verify.html", "auth0-verify.js"];

const sourceDir = new URL("../../../packages/console/src/features/auth/verificationPage/", import.meta.url);

/** Each file of the page with its content, from the sources. */
export function verificationPageFiles() {
  return Object.fromEntries(VERIFICATION_PAGE_FILES.map((name) => [name, readFileSync(new URL(name, sourceDir), "utf8")]));
}

/** The provider apps under `root`/apps (each folder with a package.json). */
export function providerApps(root) {
  const appsDir = join(root, "apps");
  return readdirSync(appsDir).filter((name) => existsSync(join(appsDir, name, "package.json"))).sort();
}

/** The page's files of one app whose public/ copy is missing or differs from the sources. */
export function staleFiles(appDir) {
  return Object.entries(verificationPageFiles())
    .filter(([name, content]) => {
      const copy = join(appDir, "public", name);
      return !existsSync(copy) || readFileSync(copy, "utf8") !== content;
    })
    .map(([name]) => name);
}

/** Writes the page into one app's public/ folder. */
export function writeVerificationPage(appDir) {
  mkdirSync(join(appDir, "public"), { recursive: true });
  for (const [name, content] of Object.entries(verificationPageFiles())) writeFileSync(join(appDir, "public", name), content);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const check = process.argv.includes("--check");
  const stale = providerApps(root).flatMap((app) => staleFiles(join(root, "apps", app)).map((name) => `apps/${app}/public/${name}`));
  if (check) {
    if (stale.length) {
      console.error(`Stale copies of the verification page:\n  ${stale.join("\n  ")}\nRun: node tooling/scripts/src/verification-page.mjs`);
      process.exit(1);
    }
  } else {
    for (const app of providerApps(root)) writeVerificationPage(join(root, "apps", app));
    console.log(stale.length ? `Wrote ${stale.join(", ")}.` : "Every app's verification page is up to date.");
  }
}
