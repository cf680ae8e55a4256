// The arithmetic of `pnpm test`'s closing line, kept free of I/O so every rule is tested from tables of cases:
// reading vitest's and Playwright's JSON reports and turbo's run summaries, the committed floors, and the rows and
// the closing line itself. test-all.mjs does the running and the reading of files.

/** Turbo's command for a task that is in the graph but has no script in its package (transit nodes, for one). */
const NONEXISTENT = "<NONEXISTENT>";
/** Tasks whose JSON report counts test cases; every other task counts as one check. */
export const SUITE_TASKS = { test: "vitest", e2e: "playwright" };

/**
 * The counts of a vitest JSON report. A test file that fails outside its tests (it throws at import, a hook fails)
 * counts as one failure of its own: its tests never ran, so nothing else would count it.
 */
export function vitestCounts(report) {
  const files = Array.isArray(report?.testResults) ? report.testResults : [];
  const brokenFiles = files.filter((file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"));
  const passed = num(report?.numPassedTests);
  const failed = num(report?.numFailedTests) + brokenFiles.length;
  const skipped = num(report?.numPendingTests) + num(report?.numTodoTests);
  const failedTests = files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => `${file.name}: ${test.fullName ?? test.title ?? "a test"}: ${firstLine((test.failureMessages ?? [])[0]) || "failed"}`),
  );
  const problems = [...brokenFiles.map((file) => `${file.name}: ${firstLine(file.message) || "failed outside its tests"}`), ...failedTests];
  return { passed, failed, skipped, total: num(report?.numTotalTests), problems: shortList(problems) };
}

/** At most this many failures are named under a row: enough to start from, short enough for CI's last lines. */
export const NAMED_FAILURES = 8;

function shortList(problems) {
  return problems.length > NAMED_FAILURES ? [...problems.slice(0, NAMED_FAILURES), `and ${problems.length - NAMED_FAILURES} more`] : problems;
}

/**
 * The counts of a Playwright JSON report, with the number of tests of each project. An error outside the tests (a
 * file that does not load, the web server not starting) counts as one failure each.
 */
export function playwrightCounts(report) {
  const stats = report?.stats ?? {};
  const errors = Array.isArray(report?.errors) ? report.errors : [];
  const byProject = {};
  for (const test of playwrightTests(report?.suites)) byProject[test.projectName] = (byProject[test.projectName] ?? 0) + 1;
  const passed = num(stats.expected) + num(stats.flaky);
  const failed = num(stats.unexpected) + errors.length;
  const skipped = num(stats.skipped);
  const failedTests = playwrightFailures(report?.suites, "");
  const problems = [...errors.map((error) => firstLine(error?.message) || "an error outside the tests"), ...failedTests];
  return { passed, failed, skipped, total: passed + num(stats.unexpected) + skipped, byProject, problems: shortList(problems) };
}

/** Each failed test of a Playwright report as `[project] file › title: the first line of its last error`. */
function playwrightFailures(suites, path) {
  if (!Array.isArray(suites)) return [];
  return suites.flatMap((suite) => {
    const here = [path, suite.title].filter(Boolean).join(" › ");
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = (test.results ?? []).at(-1)?.error?.message;
          // eslint-disable-next-line no-control-regex -- the colour codes of Playwright's messages
          const reason = firstLine(String(error ?? "").replace(/\u001b\[\d+m/g, "")) || "failed";
          return `[${test.projectName}] ${[here, spec.title].filter(Boolean).join(" › ")}: ${reason}`;
        }),
    );
    return [...own, ...playwrightFailures(suite.suites, here)];
  });
}

/** Every test of a Playwright report (one per spec and project), however deep its describe blocks nest. */
function playwrightTests(suites) {
  if (!Array.isArray(suites)) return [];
  return suites.flatMap((suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests ?? []), ...playwrightTests(suite.suites)]);
}

/** Which provider each Playwright project tests: its `metadata.provider`, else its name without the width. */
export function projectProviders(report) {
  const providers = {};
  for (const project of report?.config?.projects ?? []) {
    if (typeof project?.name !== "string") continue;
    providers[project.name] = typeof project.metadata?.provider === "string" ? project.metadata.provider : project.name.replace(/-[^-]+$/, "");
  }
  return providers;
}

/** The tests of each provider: the sum of its projects. */
export function providerCounts(byProject, providers) {
  const counts = {};
  for (const [project, count] of Object.entries(byProject)) {
    const provider = providers[project] ?? project.replace(/-[^-]+$/, "");
    counts[provider] = (counts[provider] ?? 0) + count;
  }
  return counts;
}

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
 * - floors: the committed floors (see test-floors.json); providers: the provider ids found under themes/.
 */
export function tally({ runs, reports, checks = [], floors = {}, providers = [] }) {
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
        add({ label: task.taskId, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, cached: isCached });
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

  for (const check of checks) add({ label: check.label, passed: check.ok ? 1 : 0, failed: check.ok ? 0 : 1, skipped: 0, note: check.detail });

  const totals = { passed: sum(rows, "passed"), failed: sum(rows, "failed"), skipped: sum(rows, "skipped") };
  return { rows, cached, totals };
}

/** The committed floors a run fell below, each with what it counted. */
export function floorViolations({ runs, reports, floors = {}, providers = [] }) {
  const tasks = new Map(runs.flatMap((run) => run.summary?.tasks ?? []).map((task) => [task.taskId, task]));
  const violations = [];
  const below = (label, count, floor) => violations.push({ label, note: `${count} tests, below its floor of ${floor}` });

  for (const [taskId, floor] of Object.entries(floors.vitest ?? {})) {
    const report = tasks.has(taskId) ? reports[taskId] : undefined;
    const count = report === undefined ? 0 : vitestCounts(report).total;
    if (!tasks.has(taskId)) violations.push({ label: taskId, note: `did not run; its floor is ${floor} tests` });
    else if (count < floor) below(taskId, count, floor);
  }

  const e2e = floors.playwright ?? {};
  const e2eTask = e2e.task ?? "@cloudconsole/e2e#e2e";
  const report = tasks.has(e2eTask) ? reports[e2eTask] : undefined;
  const projectFloors = Object.values(e2e.projects ?? {});
  if (report === undefined) {
    // One failure says it all when there is nothing to count, rather than one per project and provider.
    if (projectFloors.length > 0 || providers.length > 0) {
      const floor = projectFloors.reduce((total, count) => total + count, 0);
      violations.push({ label: e2eTask, note: `${tasks.has(e2eTask) ? "wrote no report" : "did not run"}; its floor is ${floor} tests over ${projectFloors.length} projects` });
    }
    return violations;
  }
  const { byProject } = playwrightCounts(report);
  for (const [project, floor] of Object.entries(e2e.projects ?? {})) {
    const count = byProject[project] ?? 0;
    if (count < floor) below(`${e2eTask} project ${project}`, count, floor);
  }
  const byProvider = providerCounts(byProject, projectProviders(report));
  const everyProvider = num(e2e.everyProvider);
  for (const provider of [...new Set([...Object.keys(e2e.providers ?? {}), ...providers])].sort()) {
    // A provider without a floor of its own (a new one) must still have run the smoke pass at both widths.
    const floor = Math.max(num(e2e.providers?.[provider]), everyProvider);
    const count = byProvider[provider] ?? 0;
    if (count < floor) below(`${e2eTask} provider ${provider}`, count, floor);
  }
  return violations;
}

/** The floors a run's reports support: every vitest task's tests, each Playwright project's and provider's. */
export function floorsFrom({ vitest, playwright, e2eTask = "@cloudconsole/e2e#e2e" }) {
  const floors = { vitest: {}, playwright: { task: e2eTask, projects: {}, providers: {}, everyProvider: 0 } };
  for (const [taskId, report] of Object.entries(vitest).sort(([a], [b]) => a.localeCompare(b))) floors.vitest[taskId] = vitestCounts(report).total;
  if (playwright) {
    const { byProject } = playwrightCounts(playwright);
    for (const project of Object.keys(byProject).sort()) floors.playwright.projects[project] = byProject[project];
    const byProvider = providerCounts(byProject, projectProviders(playwright));
    for (const provider of Object.keys(byProvider).sort()) floors.playwright.providers[provider] = byProvider[provider];
    const counts = Object.values(byProvider);
    floors.playwright.everyProvider = counts.length ? Math.min(...counts) : 0;
  }
  return floors;
}

/** How `next` differs from the committed floors `current`, one line per floor that moves, appears or goes. */
export function floorChanges(current, next) {
  const flat = (floors) => ({
    ...prefixed("vitest", floors?.vitest),
    ...prefixed("project", floors?.playwright?.projects),
    ...prefixed("provider", floors?.playwright?.providers),
    ...(floors?.playwright?.everyProvider === undefined ? {} : { "every provider": floors.playwright.everyProvider }),
  });
  const before = flat(current);
  const after = flat(next);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].sort().flatMap((key) => {
    if (before[key] === after[key]) return [];
    if (after[key] === undefined) return [`${key}: ${before[key]} → gone`];
    if (before[key] === undefined) return [`${key}: new, ${after[key]}`];
    return [`${key}: ${before[key]} → ${after[key]}${after[key] < before[key] ? " (lower)" : ""}`];
  });
}

function prefixed(prefix, entries) {
  return Object.fromEntries(Object.entries(entries ?? {}).map(([key, value]) => [`${prefix} ${key}`, value]));
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

function num(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function sum(rows, key) {
  return rows.reduce((total, row) => total + row[key], 0);
}

function pad(value, width) {
  return String(value).padStart(width);
}

function firstLine(text) {
  return String(text ?? "").split("\n").map((line) => line.trim()).find(Boolean) ?? "";
}

function sameList(a, b) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
