#!/usr/bin/env node
// `pnpm test`: every check of the workspace through turbo, then one total over all suites.
// Test suites (vitest, Playwright) count their test cases; every other check (lint, typecheck, build, …) counts as one,
// and so do the release dry run (`pnpm release:dry`, after the others, from turbo's cache) and the time budget of the
// whole command. Every path out of this script, a crash included, ends on the closing line
// `N passed, N failed, N skipped`, and never on `0 failed` when the exit code is not 0.
// Only Node's own modules are imported up front: the workspace's are imported once the crash handlers below are in
// place, so that a module that fails to load still ends the command on its closing line.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";

/**
 * Every check but the builds and the end-to-end suite; they run two at a time beside the e2e suite. One at a time left
 * the cores idle for a third of the command (3448 CPU-s in 2735 s on 2 cores), and the longest of them (the console's
 * unit tests) alone outlasted the e2e suite; every check waits for states, so sharing the cores costs no result.
 */
const OTHER_TASKS = ["generate:check", "lint", "typecheck", "test", "storybook:build", "size", "docs"];
/**
 * The whole command must finish within CI's 90 minutes on its quiet 2-core machine. Wall time says little on a busy
 * machine (the same run took 14 or 26 minutes depending on what else ran), so the budget is on the CPU time the
 * command's processes use, which load moves less. History: 3116 CPU-s in 41 minutes once a configuration's chat and
 * processor flows ran once and the other checks two at a time; 3752 (53 minutes) with the published wire profile's
 * flows. The console in five languages (its screens in each, the size check of every screen in each, the
 * pseudo-language walk) took CI to 4997 CPU-s in 63 minutes for bd65dc1 (a fresh clone on a slower machine here:
 * 6734 CPU-s, 102 minutes, its load at 15 to 20 for an hour); 90 CPU-minutes hold that with 8 % to spare. The
 * console's unit tests now share workers between the files that replace nothing (vitest.config.ts): 429 CPU-s
 * instead of 913 on a quiet machine. The accessibility scans run axe in the page (a fifth of a flow's CPU time) and
 * metal no longer repeats the flows that read no configured value: a fresh clone of 1ccda43 (the scans cut, not yet
 * metal's flows) took 5388 CPU-s and 86 minutes on the slower machine here, against 6734 and 102 for bd65dc1. The
 * target stays under 45 minutes: the suite is over it, so cut it and lower this again.
 */
const CPU_BUDGET_S = 90 * 60;

const started = Date.now();
/** What has been counted so far, so that a crash or an interruption still closes on a true line. */
let countedSoFar = { passed: 0, failed: 0, skipped: 0 };
let closed = false;

/** Ends the command on a failure this script did not plan for: the counts so far plus one failure. */
function closeOnFailure(reason) {
  if (closed) return;
  closed = true;
  console.error(reason);
  console.log(`${countedSoFar.passed} passed, ${countedSoFar.failed + 1} failed, ${countedSoFar.skipped} skipped`);
  process.exit(1);
}
process.on("uncaughtException", (error) => closeOnFailure(`test-all crashed: ${error?.stack ?? error}`));
process.on("unhandledRejection", (error) => closeOnFailure(`test-all crashed: ${error?.stack ?? error}`));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => closeOnFailure(`test-all was interrupted (${signal})`));

const { discoverProviders } = await import("@cloudconsole/vite-config/providers");
const { ensureChromium } = await import("./chromium.mjs");
const { ensureEnvsubst, ensureNginx, ensureOpenssl } = await import("../../deploy/src/nginx.mjs");
const { FLOORS_FILE, REPORT_FILES, ROOT, WRITE_COVERAGE_FILE, readJson, turboSummariesSince, workspacePackages } = await import("./results.mjs");
const { SUITE_TASKS, childrenCpuSeconds, closingLines, cpuBudgetCheck, exitCodeOf, formatRow, summaryOf, tally, writeCoverageCheck } = await import("./totals.mjs");
await main();

async function main() {
  // Debian's packages the suites need; a failed install is a failed check of its own.
  const chromium = ensureChromium();
  const installChecks = [
    { label: "install Chromium (Debian's chromium)", problem: chromium },
    { label: "install nginx (Debian's nginx)", problem: ensureNginx() },
    { label: "install envsubst (Debian's gettext-base)", problem: ensureEnvsubst() },
    { label: "install openssl (Debian's openssl)", problem: ensureOpenssl() },
  ]
    .filter(({ problem }) => problem !== undefined)
    .map(({ label, problem }) => ({ label, ok: false, detail: problem }));
  // Without a browser the end-to-end suite and the bundle budgets cannot run at all: stop here.
  if (chromium !== undefined) return finish({ runs: [], reports: {}, checks: installChecks }, []);

  // Results of an earlier run must never be counted again: turbo restores them from its cache when a task is a hit.
  for (const { dir } of workspacePackages()) rmSync(join(dir, ".results"), { recursive: true, force: true });

  // The builds come first (the e2e tests, the budgets and Storybook use them); then the long e2e suite starts at once
  // and the other checks run beside it, so the command takes about as long as its longest part rather than the sum.
  // `--only` keeps the second phase from replaying the builds, whose outputs the e2e server is reading; `transit`
  // stays in it because `--only` drops every task not named, and the transit tasks are what put the dependencies'
  // sources into each check's hash (without them a change in sdk or ui would replay the console's cached results).
  const builds = await turbo("builds", ["build"], ["--concurrency=2"]);
  const [e2e, others] = await Promise.all([turbo("e2e", ["transit", "e2e"], ["--only"]), turbo("other checks", ["transit", ...OTHER_TASKS], ["--only", "--concurrency=2"])]);
  // Everything `pnpm release` checks has run by now, so its dry run replays those tasks from the cache, then packs and
  // checks each published package's tarball and runs `pnpm publish --dry-run`.
  const releaseDryRun = await node(["tooling/scripts/src/release.mjs", "--dry-run"]);

  const summaries = turboSummariesSince(started);
  const runs = [builds, e2e, others].map((run) => ({ ...run, summary: summaryOf(run.tasks, summaries) }));
  const reports = suiteReports(runs);
  const failureLines = checkFailureLines(runs);
  const floors = readJson(FLOORS_FILE);
  const checks = [...installChecks, { label: "release dry run (pnpm release:dry)", ok: releaseDryRun === 0, detail: releaseDryRun === 0 ? undefined : `exited ${releaseDryRun}` }];
  if (floors === undefined) checks.push({ label: "test floors", ok: false, detail: `${FLOORS_FILE} is missing or not JSON: restore it, or write it with node tooling/scripts/src/test-floors.mjs --write` });
  // The e2e run's teardown compared the write operations of the published project with the desktop projects'.
  checks.push(writeCoverageCheck(readJson(WRITE_COVERAGE_FILE)));
  // The time budget is measured last, so it covers every child process above.
  const elapsedS = Math.round((Date.now() - started) / 1000);
  checks.push(cpuBudgetCheck(cpuSeconds(), CPU_BUDGET_S, `${elapsedS} s wall, load ${loadavg()[0].toFixed(1)}`));
  const providers = discoverProviders(ROOT).map((provider) => provider.id);
  finish({ runs, reports, checks, floors: floors ?? {}, providers, failureLines }, [...runs.map((run) => run.exitCode), releaseDryRun]);
}

/** Prints the summary table and the closing line, and exits with the command's status. */
function finish(input, exitCodes) {
  const { rows, cached, totals } = tally(input);
  countedSoFar = totals;
  const exitCode = exitCodeOf(totals, exitCodes);
  console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)} s):`);
  for (const row of [...rows].sort((a, b) => a.label.localeCompare(b.label))) {
    console.log(`  ${formatRow(row)}`);
    for (const problem of row.problems ?? []) console.log(`         ${problem}`);
  }
  closed = true;
  for (const line of closingLines(totals, exitCode, cached)) console.log(line);
  process.exit(exitCode);
}

/** The JSON report of every suite task the runs ran, by task id (undefined when it wrote none). */
function suiteReports(runs) {
  const reports = {};
  for (const task of runs.flatMap((run) => run.summary?.tasks ?? [])) {
    const kind = SUITE_TASKS[task.task];
    if (kind && typeof task.directory === "string") reports[task.taskId] = readJson(join(ROOT, task.directory, ".results", REPORT_FILES[kind]));
  }
  return reports;
}

/** What each failed check task wrote of its failures in `.results/<task>-failures.txt`, by task id (none when it wrote none). */
function checkFailureLines(runs) {
  const lines = {};
  for (const task of runs.flatMap((run) => run.summary?.tasks ?? [])) {
    if (SUITE_TASKS[task.task] || typeof task.directory !== "string" || task.execution?.exitCode === 0) continue;
    const file = join(ROOT, task.directory, ".results", `${task.task.replaceAll(":", "-")}-failures.txt`);
    if (existsSync(file)) lines[task.taskId] = readFileSync(file, "utf8");
  }
  return lines;
}

/** Runs turbo on `tasks`; resolves to the run with its exit status (1 when turbo could not start). */
function turbo(label, tasks, extra) {
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["exec", "turbo", "run", ...tasks, "--continue", "--summarize", "--output-logs=errors-only", ...extra], {
      cwd: ROOT,
      stdio: "inherit",
      // CI=1: Playwright starts its own app server rather than reusing whatever answers on its ports (a server left
      // over from an interrupted run serves the files of an old build), and `test.only` fails the run.
      env: { ...process.env, FORCE_COLOR: "0", CI: "1" },
    });
    child.on("error", (error) => {
      console.error(`turbo run ${tasks.join(" ")} could not start: ${error.message}`);
      resolve({ label, tasks, exitCode: 1 });
    });
    child.on("close", (code) => resolve({ label, tasks, exitCode: code ?? 1 }));
  });
}

/** Runs a Node script of the workspace with the environment turbo's tasks got (so its turbo run hits their cache). */
function node(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0", CI: "1" } });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** CPU seconds of every finished child process and its descendants; undefined where /proc cannot tell. */
function cpuSeconds() {
  try {
    return childrenCpuSeconds(readFileSync("/proc/self/stat", "utf8"));
  } catch {
    return undefined;
  }
}
