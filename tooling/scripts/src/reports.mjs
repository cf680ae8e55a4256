// Reading vitest's and Playwright's JSON reports into counts: what passed, failed and was skipped, which tests
// failed and why, and how many tests each Playwright project and provider ran. Free of I/O, tested from tables.

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
      .map((test) => `${file.name}: ${test.fullName ?? test.title ?? "a test"}: ${failureSummary((test.failureMessages ?? [])[0]) || "failed"}`),
  );
  const problems = [...brokenFiles.map((file) => `${file.name}: ${firstLine(file.message) || "failed outside its tests"}`), ...failedTests];
  return { passed, failed, skipped, total: num(report?.numTotalTests), problems: namedFailures(problems) };
}

/** At most this many failures are named under a row: enough to start from, short enough for CI's last lines. */
export const NAMED_FAILURES = 8;

/** The first NAMED_FAILURES problems, and how many more there are. */
export function namedFailures(problems) {
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
  return { passed, failed, skipped, total: passed + num(stats.unexpected) + skipped, byProject, problems: namedFailures(problems) };
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
          const reason = resultFailure((test.results ?? []).at(-1)) || "failed";
          return `[${test.projectName}] ${[here, spec.title].filter(Boolean).join(" › ")}: ${reason}`;
        }),
    );
    return [...own, ...playwrightFailures(suite.suites, here)];
  });
}

/**
 * A Playwright result's failure in one line. A test that runs out of time reports the timeout first and the step it
 * was waiting on second: both are named, since the timeout alone does not say where to look.
 */
function resultFailure(result) {
  const errors = Array.isArray(result?.errors) && result.errors.length > 0 ? result.errors : [result?.error];
  const [first, pending] = errors;
  const summary = failureSummary(first?.message, first?.location);
  if (!/^Test timeout of/.test(summary) || !pending) return summary;
  return failureSummary(`${summary} While: ${String(pending.message ?? "")}`, pending.location);
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

/** A count from a report: a finite number, else 0 (a report may leave any count out). */
export function num(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** At most this many characters of a failure are named: its first line, what it compared, and where. */
export const FAILURE_SUMMARY_LENGTH = 400;

/** The lines of a failure that say what was compared: Playwright's locator and values, a diff's lines. */
const EVIDENCE = /^(Locator:|Expected|Received|Call log:|[+-] )/;

/**
 * A failure in one line: its first line, the lines that say what it compared (at most four, joined by " · "), and
 * where it failed (Playwright's error location, else the first test file of the stack), so CI's last lines show
 * enough to start from without the log.
 */
export function failureSummary(message, location) {
  // eslint-disable-next-line no-control-regex -- the colour codes of Playwright's and vitest's messages
  const lines = String(message ?? "").replace(/\u001b\[\d+m/g, "").split("\n").map((line) => line.trim().replace(/\s+/g, " ")).filter(Boolean);
  if (lines.length === 0) return "";
  const evidence = lines.slice(1).filter((line) => EVIDENCE.test(line) && !/^[+-] (Expected|Received)/.test(line)).slice(0, 4);
  const where = typeof location?.file === "string" ? `${location.file.split("/").at(-1)}:${location.line}` : lines.map((line) => /\/([^/()\s]+\.(?:test|spec)\.[cm]?[jt]sx?):(\d+)/.exec(line)).find(Boolean)?.slice(1, 3).join(":");
  const summary = [lines[0], ...evidence].join(" · ") + (where ? ` (${where})` : "");
  return summary.length > FAILURE_SUMMARY_LENGTH ? `${summary.slice(0, FAILURE_SUMMARY_LENGTH - 1)}…` : summary;
}

function firstLine(text) {
  return String(text ?? "").split("\n").map((line) => line.trim()).find(Boolean) ?? "";
}
