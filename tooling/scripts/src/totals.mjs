// The arithmetic of `pnpm test`'s closing line, kept free of I/O so every rule is tested from tables of cases:
// turbo's run summaries, the rows and the closing line itself (the suites' reports are read in reports.mjs, the
// committed floors in floors.mjs). test-all.mjs does the running and the reading of files.
import { floorViolations } from "./floors.mjs";
import { NAMED_FAILURES, namedFailures, num, playwrightCounts, vitestCounts } from "./reports.mjs";

/** Turbo's command for a task that is in the graph but has no script in its package (transit nodes, for one). */
const NONEXISTENT = "<NONEXISTENT>";
/** Tasks whose JSON report counts test cases; every other task counts as one check. */
export const SUITE_TASKS = { test: "vitest", e2e: "playwright" };

/** The tasks of turbo's run command (`turbo run a b --flag` → ["a", "b"]), to tell one run's summary from another's. */
export function commandTasks(command) {
  const words = String(command ?? "").split(/\s+/);
  const start = words.indexOf("run") + 1;
  if (start === 0) return [];
  const end = words.findIndex((word, index) => index >= start && word.startsWith("-"));
  return words.slice(start, end === -1 ? undefined : end);
}

/** The summary, among those written since the command started, of the latest turbo run that ran exactly `tasks`. */
export function summaryOf(tasks, summaries) {
  const matching = summaries.filter((summary) => sameList(commandTasks(summary?.execution?.command), tasks));
  return matching.sort((a, b) => num(b.execution?.startTime) - num(a.execution?.startTime))[0];
}

/**
 * Totals every run and check into rows and one closing count.
 * - runs: the turbo runs, `{ label, tasks, exitCode, summary }` (summary undefined when turbo wrote none);
 * - reports: `taskId` → the parsed JSON report of a suite task, or undefined when it wrote none;
 * - checks: other checks counted once, `{ label, ok, detail? }` (installs, the release dry run, the time budget);
 * - floors: the committed floors (see test-floors.json); providers: the provider ids found under themes/;
 * - failureLines: `taskId` → what a failed check task wrote of its failures (`.results/<task>-failures.txt`), named
 *   under its row as a suite's failed tests are.
 */
export function tally({ runs, reports, checks = [], floors = {}, providers = [], failureLines = {} }) {
  const rows = [];
  const cached = [];
  const add = (row) => rows.push(row);

  for (const run of runs) {
    if (!run.summary) {
      add({ label: `turbo run ${run.tasks.join(" ")} (${run.label})`, passed: 0, failed: 1, skipped: 0, note: `left no summary (exit ${run.exitCode})` });
      continue;
    }
    const failedBefore = rows.reduce((sum, row) => sum + row.failed, 0);
    for (const task of run.summary.tasks ?? []) {
      if (task.command === NONEXISTENT) continue;
      const exitCode = task.execution?.exitCode ?? 1;
      const isCached = task.cache?.status === "HIT";
      if (isCached) cached.push(task.taskId);
      const kind = SUITE_TASKS[task.task];
      if (!kind) {
        const problems = exitCode === 0 ? [] : namedFailures(String(failureLines[task.taskId] ?? "").split("\n").map((line) => line.trim()).filter(Boolean));
        add({ label: task.taskId, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, cached: isCached, problems });
        continue;
      }
      const report = reports[task.taskId];
      const counts = report === undefined ? undefined : kind === "vitest" ? vitestCounts(report) : playwrightCounts(report);
      const row = { label: task.taskId, passed: counts?.passed ?? 0, failed: counts?.failed ?? 0, skipped: counts?.skipped ?? 0, cached: isCached, problems: counts?.problems ?? [] };
      // A suite that exits non-zero, or writes no report, has failed even when it counted no failure.
      if ((exitCode !== 0 || !counts) && row.failed === 0) {
        row.failed = 1;
        row.note = counts ? `exited ${exitCode}` : "wrote no report";
      }
      add(row);
    }
    const failedInRun = rows.reduce((sum, row) => sum + row.failed, 0) - failedBefore;
    if (run.exitCode !== 0 && failedInRun === 0) {
      add({ label: `turbo run ${run.tasks.join(" ")} (${run.label})`, passed: 0, failed: 1, skipped: 0, note: `exited ${run.exitCode} with no failed task` });
    }
  }

  for (const violation of floorViolations({ runs, reports, floors, providers })) add({ label: violation.label, passed: 0, failed: 1, skipped: 0, note: violation.note });

  for (const check of checks) add({ label: check.label, passed: check.ok ? 1 : 0, failed: check.ok ? 0 : 1, skipped: 0, note: check.detail, problems: check.problems ?? [] });

  const totals = { passed: sum(rows, "passed"), failed: sum(rows, "failed"), skipped: sum(rows, "skipped") };
  return { rows, cached, totals };
}

/** One row of the summary table. */
export function formatRow(row) {
  const mark = row.failed > 0 ? "FAIL" : "ok  ";
  const counts = `${pad(row.passed, 5)} passed ${pad(row.failed, 3)} failed ${pad(row.skipped, 3)} skipped`;
  const notes = [row.cached ? "cached" : "", row.note ?? ""].filter(Boolean).join("; ");
  return `${mark} ${row.label.padEnd(48)} ${counts}${notes ? `  (${notes})` : ""}`;
}

/**
 * The last lines of the command: which tasks turbo replayed from its cache (when any), then the closing line that
 * CI reads, `N passed, N failed, N skipped`, marked `cached:` when any counted result was replayed. A command that
 * exits non-zero never closes on `0 failed`.
 */
export function closingLines({ passed, failed, skipped }, exitCode, cached = []) {
  const lines = [];
  if (cached.length > 0) lines.push(`replayed from turbo's cache (${cached.length} task${cached.length === 1 ? "" : "s"}): ${[...cached].sort().join(", ")}`);
  const shownFailed = exitCode !== 0 && failed === 0 ? 1 : failed;
  lines.push(`${cached.length > 0 ? "cached: " : ""}${passed} passed, ${shownFailed} failed, ${skipped} skipped`);
  return lines;
}

/** The exit code of the command: non-zero when anything failed or any run exited non-zero. */
export function exitCodeOf(totals, exitCodes) {
  return totals.failed > 0 || exitCodes.some((code) => code !== 0) ? 1 : 0;
}

/**
 * The time budget as a check: the CPU time of everything the command ran must stay within the budget, and a CPU
 * time that could not be measured fails, since an unmeasured budget would pass whatever the command cost.
 */
export function cpuBudgetCheck(cpuSeconds, budgetSeconds, wall = "") {
  const measured = typeof cpuSeconds === "number" && Number.isFinite(cpuSeconds);
  const ok = measured && cpuSeconds <= budgetSeconds;
  const spent = measured ? `${cpuSeconds} CPU-s of ${budgetSeconds}` : `CPU time could not be measured (budget ${budgetSeconds} CPU-s)`;
  return { label: "time budget", ok, detail: `${spent}${wall ? `, ${wall}` : ""}` };
}

/**
 * The published wire profile's coverage as a check, from the verdict the e2e run's teardown wrote
 * (packages/e2e/.results/write-coverage.json; undefined when it wrote none): every write operation a full-suite
 * desktop flow sends must be sent by a flow of the published project too. A run in which the published project did
 * not run compares nothing (the floors count its tests).
 */
export function writeCoverageCheck(verdict) {
  const label = "write operations in the published wire profile";
  if (verdict === undefined) return { label, ok: false, detail: "packages/e2e/.results/write-coverage.json is missing: the e2e run ended before its teardown compared the projects" };
  if (!verdict.publishedRan) return { label, ok: true, detail: "not compared: the published project did not run" };
  const problems = Array.isArray(verdict.problems) ? verdict.problems.map(String) : ["the verdict lists no problems: rewrite it with the e2e run"];
  const sent = Array.isArray(verdict.operations) ? verdict.operations.length : 0;
  if (problems.length === 0) return { label, ok: true, detail: `every write operation of the full-suite desktop flows sent by the published project (${sent} in all)` };
  const named = problems.length > NAMED_FAILURES ? [...problems.slice(0, NAMED_FAILURES), `and ${problems.length - NAMED_FAILURES} more (packages/e2e/.results/write-coverage.md)`] : problems;
  return { label, ok: false, detail: `${problems.length} never sent by the published project`, problems: named };
}

/** CPU seconds (user + system) of finished children, from the text of Linux's /proc/self/stat; undefined when unreadable. */
export function childrenCpuSeconds(procStat, ticksPerSecond = 100) {
  // The fields after the command's last closing parenthesis (a command name may hold one); cutime and cstime are
  // the 14th and 15th of them.
  const text = String(procStat ?? "");
  const end = text.lastIndexOf(") ");
  const fields = end === -1 ? [] : text.slice(end + 2).split(" ");
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? Math.round(ticks / ticksPerSecond) : undefined;
}

function sum(rows, key) {
  return rows.reduce((total, row) => total + row[key], 0);
}

function pad(value, width) {
  return String(value).padStart(width);
}

function sameList(a, b) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
