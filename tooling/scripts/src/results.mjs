// Where the test command's inputs live on disk: the workspace's packages, the JSON reports its suites write, turbo's
// run summaries and the committed floors. The arithmetic on them is in totals.mjs, reports.mjs and floors.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The workspace root. */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** The committed floors: tests per vitest package, per Playwright project and per provider. */
export const FLOORS_FILE = join(ROOT, "tooling", "scripts", "test-floors.json");
/** The verdict of the e2e run on the published wire profile's write operations (packages/e2e/src/writeCoverageTeardown.ts). */
export const WRITE_COVERAGE_FILE = join(ROOT, "packages", "e2e", ".results", "write-coverage.json");
/** The report each suite task writes into its package's `.results/`. */
export const REPORT_FILES = { vitest: "vitest.json", playwright: "e2e.json" };

/** Every workspace package: its folder, its name, its scripts and its whole package.json. */
export function workspacePackages(root = ROOT) {
  return ["packages", "apps", "themes", "tooling"].flatMap((group) => {
    const base = join(root, group);
    if (!existsSync(base)) return [];
    return readdirSync(base)
      .map((name) => join(base, name))
      .filter((dir) => existsSync(join(dir, "package.json")))
      .map((dir) => {
        const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
        return { dir, name: String(manifest.name ?? dir), scripts: manifest.scripts ?? {}, manifest };
      });
  });
}

/** The packages whose `test` script runs vitest: each one's suite has a floor. */
export function vitestPackages(root = ROOT) {
  return workspacePackages(root).filter((pkg) => /^vitest\b/.test(String(pkg.scripts.test ?? "")));
}

/** A JSON file's content, or undefined when it is missing or not JSON (a suite that crashed mid-write). */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** The run summaries turbo wrote (`--summarize`) since `since` (ms). */
export function turboSummariesSince(since, root = ROOT) {
  const runs = join(root, ".turbo", "runs");
  if (!existsSync(runs)) return [];
  return readdirSync(runs)
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(runs, name))
    .filter((file) => statSync(file).mtimeMs >= since - 1000)
    .map(readJson)
    .filter((summary) => summary !== undefined);
}
