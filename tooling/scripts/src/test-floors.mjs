#!/usr/bin/env node
// The committed floors of the test command (tooling/scripts/test-floors.json): how many tests each vitest package,
// each Playwright project and each provider has at least. `pnpm test` fails when a suite counts fewer, so a suite that
// silently disappears is red, not smaller. Floors are rewritten only on purpose, after tests were deliberately removed.
//
//   node tooling/scripts/src/test-floors.mjs           the floors the last `pnpm test` supports, beside the committed ones
//   node tooling/scripts/src/test-floors.mjs --write   writes them (from the reports the last `pnpm test` left)
//   add --list to count the tests without running them (`vitest list`, `playwright test --list`) rather than from a
//   run's reports; vitest does not list skipped and todo tests, so these counts can be lower than a run's
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FLOORS_FILE, REPORT_FILES, readJson, vitestPackages, workspacePackages } from "./results.mjs";
import { floorChanges, floorsFrom } from "./floors.mjs";

const write = process.argv.includes("--write");
const byListing = process.argv.includes("--list");
const e2ePackage = workspacePackages().find((pkg) => pkg.scripts.e2e !== undefined);

const vitest = {};
const missing = [];
for (const pkg of vitestPackages()) {
  const report = byListing ? listVitest(pkg.dir) : readJson(join(pkg.dir, ".results", REPORT_FILES.vitest));
  if (report === undefined) missing.push(pkg.name);
  else vitest[`${pkg.name}#test`] = report;
}
const playwright = e2ePackage && (byListing ? listPlaywright(e2ePackage.dir) : readJson(join(e2ePackage.dir, ".results", REPORT_FILES.playwright)));
if (e2ePackage && playwright === undefined) missing.push(e2ePackage.name);
if (missing.length > 0) {
  console.error(`No ${byListing ? "test list" : "report"} for ${missing.join(", ")}: ${byListing ? "fix the listing errors above" : "run `pnpm test` first (or pass --list)"}. Nothing written.`);
  process.exit(1);
}

const floors = floorsFrom({ vitest, playwright, e2eTask: e2ePackage ? `${e2ePackage.name}#e2e` : undefined });
const changes = floorChanges(readJson(FLOORS_FILE) ?? {}, floors);
for (const change of changes) console.log(change);
if (changes.length === 0) console.log("The floors are what the committed file says.");
if (write) {
  writeFileSync(FLOORS_FILE, `${JSON.stringify(floors, null, 2)}\n`);
  console.log(`Wrote ${FLOORS_FILE}.`);
} else if (changes.length > 0) console.log("Pass --write to write them.");

/** A vitest package's tests as a report with only a count: the tests `vitest list` collects (not the skipped ones). */
function listVitest(dir) {
  const out = join(mkdtempSync(join(tmpdir(), "floors-")), "list.json");
  try {
    // The package's own binary: `pnpm exec` would first bring node_modules in line with the lockfile.
    const result = spawnSync(join(dir, "node_modules", ".bin", "vitest"), ["list", `--json=${out}`], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    const tests = result.status === 0 ? readJson(out) : undefined;
    return Array.isArray(tests) ? { numTotalTests: tests.length } : undefined;
  } finally {
    rmSync(join(out, ".."), { recursive: true, force: true });
  }
}

/** The e2e package's tests as Playwright's JSON report of `--list`: every test of every project, none run. */
function listPlaywright(dir) {
  const result = spawnSync(join(dir, "node_modules", ".bin", "playwright"), ["test", "--list", "--reporter=json"], { cwd: dir, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] });
  if (result.status !== 0) return undefined;
  try {
    return JSON.parse(result.stdout);
  } catch {
    return undefined;
  }
}
