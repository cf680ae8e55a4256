#!/usr/bin/env node
// `pnpm test`: every check of the workspace through turbo, then one total over all suites.
// Test suites (vitest, Playwright) count their test cases; every other check (lint, typecheck, build, …) counts as one,
// and so do the release dry run (`pnpm release:dry`, after the others, from turbo's cache) and the time budget of the
// whole command.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { join, relative } from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { ensureNginx } from "../../deploy/src/nginx.mjs";

const root = new URL("../../../", import.meta.url).pathname;
/** Every check but the builds and the end-to-end suite; they run one at a time beside the e2e suite. */
const OTHER_TASKS = ["generate:check", "lint", "typecheck", "test", "storybook:build", "size", "docs"];
const SUITE_TASKS = new Set(["test", "e2e"]);
/**
 * The whole command must finish well within 30 minutes on CI's quiet 2-core machine. Wall time says little on a
 * busy machine (the same run took 14 or 26 minutes depending on what else ran), so the budget is on the CPU time the
 * command's processes use, which load barely moves: 40 CPU-minutes keep it near 20 minutes on 2 quiet cores.
 */
const CPU_BUDGET_S = 40 * 60;

const started = Date.now();
ensureChromium();
// The deploy package serves a built app with Debian's nginx.
ensureNginx();

// Results of an earlier run must never be counted again: turbo restores them from its cache when a task is a hit.
for (const dir of workspaceDirs()) rmSync(join(dir, ".results"), { recursive: true, force: true });

// The builds come first (the e2e tests, the budgets and Storybook use them); then the long e2e suite starts at once and
// the other checks run beside it, so the command takes about as long as its longest part rather than the sum.
// `--only` keeps the second phase from replaying the builds, whose outputs the e2e server is reading.
const statuses = [await turbo(["build"], ["--concurrency=2"])];
statuses.push(...(await Promise.all([turbo(["e2e"], ["--only"]), turbo(OTHER_TASKS, ["--only", "--concurrency=1"])])));
// Everything `pnpm release` checks has run by now, so its dry run replays those tasks from the cache, then packs and
// checks each published package's tarball and runs `pnpm publish --dry-run`.
const releaseDryRun = await node(["tooling/scripts/src/release.mjs", "--dry-run"]);

const summaries = turboSummaries();
if (summaries.length === 0) {
  console.error("No turbo run summary was written; turbo itself failed.");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const rows = [];
let passed = 0;
let failed = 0;
for (const task of summaries.flatMap((summary) => summary.tasks)) {
  if (task.command === "<NONEXISTENT>") continue;
  const exitCode = task.execution?.exitCode ?? 1;
  const dir = join(root, task.directory);
  let ok = 0;
  let bad = 0;
  if (SUITE_TASKS.has(task.task)) {
    const counts = suiteCounts(dir, task.task);
    ok = counts.passed;
    bad = counts.failed;
    // A suite that crashed before reporting still counts as a failure.
    if (exitCode !== 0 && bad === 0) bad = 1;
  } else if (exitCode === 0) ok = 1;
  else bad = 1;
  passed += ok;
  failed += bad;
  rows.push(`${bad ? "FAIL" : "ok  "} ${task.taskId.padEnd(48)} ${String(ok).padStart(4)} passed ${String(bad).padStart(3)} failed${task.cache?.status === "HIT" ? "  (cached)" : ""}`);
}

// The release dry run counts as one check, like a lint.
const releaseOk = releaseDryRun === 0;
if (releaseOk) passed++;
else failed++;
rows.push(`${releaseOk ? "ok  " : "FAIL"} ${"release dry run (pnpm release:dry)".padEnd(48)} ${String(Number(releaseOk)).padStart(4)} passed ${String(Number(!releaseOk)).padStart(3)} failed`);

// The one timed check: speed targets of the code live in benchmarks, but the test command itself has a budget.
const elapsedS = Math.round((Date.now() - started) / 1000);
const cpuS = childrenCpuSeconds();
const inBudget = cpuS === undefined || cpuS <= CPU_BUDGET_S;
if (inBudget) passed++;
else failed++;

console.log(`\nSummary (${elapsedS} s):`);
for (const row of rows.sort()) console.log(`  ${row}`);
console.log(
  `  ${inBudget ? "ok  " : "FAIL"} time budget: ${cpuS === undefined ? "CPU time unknown here" : `${cpuS} CPU-s of ${CPU_BUDGET_S}`} (${elapsedS} s wall, load ${loadavg()[0].toFixed(1)})`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || statuses.some((status) => status !== 0) ? 1 : 0);

/** Runs turbo on `tasks`; resolves to its exit status. */
function turbo(tasks, extra) {
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["exec", "turbo", "run", ...tasks, "--continue", "--summarize", "--output-logs=errors-only", ...extra], {
      cwd: root,
      stdio: "inherit",
      // CI=1: Playwright starts its own app server rather than reusing whatever answers on its ports (a server left
      // over from an interrupted run serves the files of an old build), and `test.only` fails the run.
      env: { ...process.env, FORCE_COLOR: "0", CI: "1" },
    });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Runs a Node script of the workspace with the environment turbo's tasks got (so its turbo run hits their cache). */
function node(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0", CI: "1" } });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** CPU seconds (user + system) of every finished child process and its descendants; undefined off Linux. */
function childrenCpuSeconds() {
  try {
    // /proc/self/stat: the fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux architecture CI runs on
    return Math.round((Number(fields[13]) + Number(fields[14])) / ticksPerSecond);
  } catch {
    return undefined;
  }
}

function suiteCounts(dir, task) {
  const file = join(dir, ".results", task === "e2e" ? "e2e.json" : "vitest.json");
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (task === "e2e") {
    const stats = report.stats ?? {};
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

/** The summaries of this command's turbo runs. */
function turboSummaries() {
  const runs = join(root, ".turbo", "runs");
  if (!existsSync(runs)) return [];
  return readdirSync(runs)
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(runs, name))
    .filter((file) => statSync(file).mtimeMs >= started - 1000)
    .map((file) => JSON.parse(readFileSync(file, "utf8")));
}

function workspaceDirs() {
  return ["packages", "apps", "themes", "tooling"].flatMap((group) => {
    const base = join(root, group);
    return existsSync(base) ? readdirSync(base).map((name) => join(base, name)) : [];
  }).filter((dir) => relative(root, dir) && statSync(dir).isDirectory());
}
