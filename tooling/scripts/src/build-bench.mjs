#!/usr/bin/env node
// `pnpm bench` (the scripts package): the provider pipeline at twenty. Measures the cold build of every provider app
// (turbo's cache bypassed) and the rebuild after one theme changes, which must rebuild that provider's app alone while
// every other app is a cache hit. Figures go to bench-results/build.json; the targets are reported, never asserted.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { discoverProviders } from "@cloudconsole/vite-config/providers";

const root = new URL("../../../", import.meta.url).pathname;
const outDir = new URL("../bench-results/", import.meta.url).pathname;
/** The cold build of every app should take at most this long on 2 cores. */
const COLD_TARGET_S = 4 * 60;

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

/** Which app builds a run of `turbo run build` would take from the cache, from turbo's own dry run. */
function cacheStatus() {
  const dry = spawnSync(join(root, "node_modules/.bin/turbo"), ["run", "build", ...appFilters, "--dry=json"], { cwd: root, encoding: "utf8" });
  const tasks = JSON.parse(dry.stdout).tasks.filter((task) => task.taskId.startsWith("@cloudconsole/app-"));
  return { hits: tasks.filter((task) => task.cache.status === "HIT").map((task) => task.package), misses: tasks.filter((task) => task.cache.status !== "HIT").map((task) => task.package) };
}

const cold = buildApps(["--force"]);

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
} finally {
  writeFileSync(brandFile, original);
}

const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, load: Math.round(loadavg()[0] * 10) / 10 },
  apps: providers.length,
  cold: { seconds: cold.seconds, targetSeconds: COLD_TARGET_S, withinTarget: cold.seconds <= COLD_TARGET_S },
  afterOneThemeChange: { changedTheme: changed.id, seconds: warm.seconds, rebuilt: afterChange.misses, cacheHits: afterChange.hits.length },
};
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "build.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `Provider apps: ${result.apps}. Cold build ${cold.seconds} s (target ${COLD_TARGET_S} s: ${result.cold.withinTarget ? "met" : "missed"}). ` +
    `After a change to ${changed.id}'s theme: rebuilt ${afterChange.misses.join(", ") || "nothing"}, ${afterChange.hits.length} cache hits, ${warm.seconds} s.`,
);
