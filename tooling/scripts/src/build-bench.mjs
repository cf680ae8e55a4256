#!/usr/bin/env node
// `pnpm bench` (the scripts package): the provider pipeline at twenty. Measures the cold build of every provider app
// (turbo's cache bypassed) and the rebuild after one theme changes, which must rebuild that provider's app alone while
// every other app is a cache hit. Figures go to bench-results/build.json with their targets (packages/e2e/src/budgets.mjs,
// where every performance target lives); the targets are reported, never asserted.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { discoverProviders } from "@cloudconsole/vite-config/providers";
import { BUILD_TARGETS } from "../../../packages/e2e/src/budgets.mjs";

const root = new URL("../../../", import.meta.url).pathname;
const outDir = new URL("../bench-results/", import.meta.url).pathname;
/** The cold build of every app should take at most this long on 2 cores. */
const COLD_TARGET_S = BUILD_TARGETS.coldSeconds;

const providers = discoverProviders(root).filter((provider) => provider.appPackage);
const appFilters = providers.flatMap((provider) => ["--filter", provider.appPackage]);

/** Runs turbo's build of every app; returns its wall time. */
function buildApps(extra) {
  const started = process.hrtime.bigint();
  const run = spawnSync(join(root, "node_modules/.bin/turbo"), ["run", "build", ...appFilters, "--concurrency=2", "--output-logs=errors-only", ...extra], { cwd: root, encoding: "utf8" });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`turbo build failed:\n${run.stdout}\n${run.stderr}`);
  return { seconds: Math.round(seconds * 10) / 10 };
}

/** Which app builds a run of `turbo run build` would take from the cache, and each app's task hash, from turbo's own dry run. */
function cacheStatus() {
  const dry = spawnSync(join(root, "node_modules/.bin/turbo"), ["run", "build", ...appFilters, "--dry=json"], { cwd: root, encoding: "utf8" });
  const tasks = JSON.parse(dry.stdout).tasks.filter((task) => task.taskId.startsWith("@cloudconsole/app-"));
  return {
    hits: tasks.filter((task) => task.cache.status === "HIT").map((task) => task.package),
    misses: tasks.filter((task) => task.cache.status !== "HIT").map((task) => task.package),
    hashes: Object.fromEntries(tasks.map((task) => [task.package, task.hash])),
  };
}

const cold = buildApps(["--force"]);
// Right after the cold build every app is a cache hit, unless a file changed meanwhile (an edit while the benchmark
// ran): then the rebuild after the theme change below says nothing about that change alone.
const beforeChange = cacheStatus();

// One theme changes (its brand colour's comment): only its app should miss the cache.
const changed = providers.find((provider) => provider.id !== "warren" && provider.id !== "metal") ?? providers[0];
const brandFile = join(changed.themeDir, "src", "brand.ts");
const original = readFileSync(brandFile, "utf8");
let warm;
let afterChange;
try {
  writeFileSync(brandFile, `${original}// benchmark: a change to one theme\n`);
  afterChange = cacheStatus();
  warm = buildApps([]);
  // The apps the change itself invalidates: those whose task hash it changed (seconds apart, so an edit elsewhere in a
  // busy workspace hardly ever falls between the two dry runs, unlike the cold build's minutes).
  afterChange.affected = Object.keys(afterChange.hashes).filter((app) => afterChange.hashes[app] !== beforeChange.hashes[app]);
} finally {
  writeFileSync(brandFile, original);
}

const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, load: Math.round(loadavg()[0] * 10) / 10 },
  apps: providers.length,
  cold: { seconds: cold.seconds, targetSeconds: COLD_TARGET_S, withinTarget: cold.seconds <= COLD_TARGET_S },
  afterOneThemeChange: {
    changedTheme: changed.id,
    seconds: warm.seconds,
    rebuilt: afterChange.misses,
    cacheHits: afterChange.hits.length,
    /** Apps that missed the cache before the theme changed: not empty only when the workspace changed during the run. */
    missesBeforeChange: beforeChange.misses,
    /** Apps whose build the theme change alone invalidates (their task hash changed with it). */
    invalidatedByChange: afterChange.affected,
    // Only the changed theme's own app may be invalidated.
    withinTarget: afterChange.affected.length === BUILD_TARGETS.rebuiltAfterOneThemeChange && afterChange.affected[0] === changed.appPackage,
  },
};
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "build.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `Provider apps: ${result.apps}. Cold build ${cold.seconds} s (target ${COLD_TARGET_S} s: ${result.cold.withinTarget ? "met" : "missed"}). ` +
    `After a change to ${changed.id}'s theme: it invalidates ${afterChange.affected.join(", ") || "nothing"}; ` +
    `rebuilt ${afterChange.misses.length > 3 ? `${afterChange.misses.length} apps` : afterChange.misses.join(", ") || "nothing"}, ${afterChange.hits.length} cache hits, ${warm.seconds} s.` +
    (beforeChange.misses.length ? ` The workspace changed during the run (${beforeChange.misses.length} apps missed the cache before the theme change): run it again on a still workspace.` : ""),
);
