// The closing line of `pnpm test` cannot lie: what each report, summary and floor adds to it.
import { describe, expect, it } from "vitest";
import { floorChanges, floorsFrom } from "../src/floors.mjs";
import { FAILURE_SUMMARY_LENGTH, failureSummary, NAMED_FAILURES, playwrightCounts, vitestCounts } from "../src/reports.mjs";
import { childrenCpuSeconds, closingLines, commandTasks, cpuBudgetCheck, exitCodeOf, formatRow, summaryOf, tally, type Floors, type TurboRun, type TurboTask } from "../src/totals.mjs";

/** A vitest JSON report as vitest 4 writes it: counts, and one entry per test file with its tests' statuses. */
function vitestReport(files: { name: string; tests: string[]; error?: string }[]) {
  const tests = files.flatMap((file) => file.tests);
  const count = (status: string) => tests.filter((test) => test === status).length;
  return {
    numTotalTests: tests.length,
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    numPendingTests: count("skipped"),
    numTodoTests: count("todo"),
    testResults: files.map((file) => ({
      name: file.name,
      status: file.error !== undefined || file.tests.includes("failed") ? "failed" : "passed",
      message: file.error ?? "",
      assertionResults: file.tests.map((status) => ({ status })),
    })),
  };
}

/** A Playwright JSON report: `tests` lists each test's project and status. */
function playwrightReport(tests: { project: string; status: "expected" | "unexpected" | "flaky" | "skipped" }[], errors: string[] = []) {
  const count = (status: string) => tests.filter((test) => test.status === status).length;
  const projects = [...new Set(tests.map((test) => test.project))];
  return {
    config: { projects: projects.map((name) => ({ name, metadata: { provider: name.split("-")[0] } })) },
    suites: [{ specs: [], suites: [{ specs: tests.map((test) => ({ tests: [{ projectName: test.project, status: test.status }] })) }] }],
    errors: errors.map((message) => ({ message })),
    stats: { expected: count("expected"), unexpected: count("unexpected"), flaky: count("flaky"), skipped: count("skipped") },
  };
}

function task(taskId: string, exitCode = 0, cache = "MISS"): TurboTask {
  const [pkg = "", name = ""] = taskId.split("#");
  return { taskId, task: name, command: "run it", directory: pkg, cache: { status: cache }, execution: { exitCode } };
}

function run(tasks: TurboTask[], exitCode = tasks.some((t) => t.execution?.exitCode !== 0) ? 1 : 0): TurboRun {
  return { label: "other checks", tasks: ["test"], exitCode, summary: { tasks } };
}

describe("a vitest report", () => {
  it.each([
    { case: "counts passed, failed, skipped and todo tests", files: [{ name: "a", tests: ["passed", "failed", "skipped", "todo"] }], counts: { passed: 1, failed: 1, skipped: 2, total: 4 } },
    { case: "counts a file that failed to import as one failure", files: [{ name: "a", tests: ["passed"] }, { name: "b", tests: [], error: "Cannot find module" }], counts: { passed: 1, failed: 1, skipped: 0, total: 1 } },
    { case: "counts a file whose hook failed after its tests passed as one failure", files: [{ name: "a", tests: ["passed", "passed"], error: "afterAll failed" }], counts: { passed: 2, failed: 1, skipped: 0, total: 2 } },
    { case: "does not count a file twice when its tests failed", files: [{ name: "a", tests: ["failed", "failed"] }], counts: { passed: 0, failed: 2, skipped: 0, total: 2 } },
  ])("$case", ({ files, counts }) => {
    expect(vitestCounts(vitestReport(files))).toMatchObject(counts);
  });

  it("says which file failed to import and why", () => {
    expect(vitestCounts(vitestReport([{ name: "/w/b.test.ts", tests: [], error: "boom at import\n  at b.test.ts:2" }])).problems).toEqual(["/w/b.test.ts: boom at import"]);
  });

  it("names each failed test with the first line of its failure, and at most NAMED_FAILURES of them", () => {
    const report = vitestReport([{ name: "/w/a.test.ts", tests: ["passed"] }]);
    const failing = (index: number) => ({ status: "failed", fullName: `adds ${index}`, failureMessages: [`\nAssertionError: expected ${index} to be 0\n  at a.test.ts:3`] });
    report.testResults[0]?.assertionResults.push(failing(1));
    expect(vitestCounts(report).problems).toEqual(["/w/a.test.ts: adds 1: AssertionError: expected 1 to be 0"]);
    for (let index = 2; index <= NAMED_FAILURES + 3; index += 1) report.testResults[0]?.assertionResults.push(failing(index));
    const problems = vitestCounts(report).problems;
    expect(problems).toHaveLength(NAMED_FAILURES + 1);
    expect(problems.at(-1)).toBe("and 3 more");
  });

  it("names what a failed comparison received and the test file's line it failed at", () => {
    const message = '\nAssertionError: expected [ …(2) ] to deeply equal []\n\n- Expected\n+ Received\n\n- []\n+ [\n+   "/v1/user-resource/vm/list",\n+   "/v1/config/ui/config",\n+ ]\n ❯ test/runtimeConfig.test.ts:124:90\n    at /w/tooling/deploy/test/runtimeConfig.test.ts:124:90';
    expect(failureSummary(message)).toBe('AssertionError: expected [ …(2) ] to deeply equal [] · - [] · + [ · + "/v1/user-resource/vm/list", · + "/v1/config/ui/config", (runtimeConfig.test.ts:124)');
  });

  it("keeps a failure's summary to FAILURE_SUMMARY_LENGTH characters", () => {
    const summary = failureSummary(`Error: ${"x".repeat(2 * FAILURE_SUMMARY_LENGTH)}`);
    expect(summary).toHaveLength(FAILURE_SUMMARY_LENGTH);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("counts nothing but keeps zeroes for a report that is not one", () => {
    expect(vitestCounts(undefined)).toMatchObject({ passed: 0, failed: 0, skipped: 0, total: 0 });
  });
});

describe("a Playwright report", () => {
  it.each([
    { case: "counts flaky tests as passed and skipped ones as skipped", tests: [{ project: "warren-desktop", status: "expected" }, { project: "warren-desktop", status: "flaky" }, { project: "warren-phone", status: "skipped" }], errors: [], counts: { passed: 2, failed: 0, skipped: 1, total: 3 } },
    { case: "counts each error outside the tests (a file that does not load) as a failure", tests: [{ project: "warren-desktop", status: "unexpected" }], errors: ["SyntaxError in login.spec.ts"], counts: { passed: 0, failed: 2, skipped: 0, total: 1 } },
  ] as const)("$case", ({ tests, errors, counts }) => {
    expect(playwrightCounts(playwrightReport([...tests], [...errors]))).toMatchObject(counts);
  });

  it("names each failed test with its project, file, describe blocks, and its last error: the first line, what it compared and where", () => {
    const report = {
      suites: [
        {
          title: "faults.spec.ts",
          specs: [],
          suites: [
            {
              title: "compute",
              specs: [
                {
                  title: "list under every fault",
                  tests: [
                    {
                      projectName: "warren-desktop",
                      status: "unexpected",
                      results: [{ error: { message: "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole('heading', { level: 1 })\nExpected: visible\nTimeout: 10000ms\n\nCall log:\n  - waiting for getByRole('heading', { level: 1 })", location: { file: "/w/packages/e2e/tests/faults.spec.ts", line: 160, column: 5 } } }],
                    },
                    { projectName: "metal-desktop", status: "expected", results: [{}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
    };
    expect(playwrightCounts(report).problems).toEqual([
      "[warren-desktop] faults.spec.ts › compute › list under every fault: Error: expect(locator).toBeVisible() failed · Locator: getByRole('heading', { level: 1 }) · Expected: visible · Call log: · - waiting for getByRole('heading', { level: 1 }) (faults.spec.ts:160)",
    ]);
  });

  it("names, for a test out of time, the step it was waiting on", () => {
    const timeout = { message: "\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m" };
    const pending = {
      message: "Error: locator.click: Test timeout of 60000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('button', { name: 'Log out' })\u001b[22m\n\n  5 |   await page.click();",
      location: { file: "/w/packages/e2e/tests/admin.spec.ts", line: 45, column: 5 },
    };
    const report = {
      suites: [{ title: "admin.spec.ts", specs: [{ title: "returns", tests: [{ projectName: "warren-desktop", status: "unexpected", results: [{ error: timeout, errors: [timeout, pending] }] }] }] }],
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
    };
    expect(playwrightCounts(report).problems).toEqual([
      "[warren-desktop] admin.spec.ts › returns: Test timeout of 60000ms exceeded. While: Error: locator.click: Test timeout of 60000ms exceeded. · Call log: · - waiting for getByRole('button', { name: 'Log out' }) (admin.spec.ts:45)",
    ]);
  });

  it("counts the tests of each project", () => {
    const report = playwrightReport([
      { project: "warren-desktop", status: "expected" },
      { project: "warren-desktop", status: "skipped" },
      { project: "metal-phone", status: "unexpected" },
    ]);
    expect(playwrightCounts(report).byProject).toEqual({ "warren-desktop": 2, "metal-phone": 1 });
  });
});

describe("the totals", () => {
  const green = vitestReport([{ name: "a", tests: ["passed", "passed", "skipped"] }]);

  it.each<{ case: string; runs: TurboRun[]; reports: Record<string, unknown>; totals: { passed: number; failed: number; skipped: number } }>([
    { case: "count each test of a suite and each other check once", runs: [run([task("ui#test"), task("ui#lint")])], reports: { "ui#test": green }, totals: { passed: 3, failed: 0, skipped: 1 } },
    { case: "fail a run that left no summary", runs: [{ label: "e2e", tasks: ["transit", "e2e"], exitCode: 1, summary: undefined }], reports: {}, totals: { passed: 0, failed: 1, skipped: 0 } },
    { case: "fail a run that left no summary even when turbo exited 0", runs: [{ label: "builds", tasks: ["build"], exitCode: 0, summary: undefined }], reports: {}, totals: { passed: 0, failed: 1, skipped: 0 } },
    { case: "fail a suite that wrote no report", runs: [run([task("ui#test")])], reports: {}, totals: { passed: 0, failed: 1, skipped: 0 } },
    { case: "fail a suite that exited non-zero with no failed test", runs: [run([task("ui#test", 1)])], reports: { "ui#test": green }, totals: { passed: 2, failed: 1, skipped: 1 } },
    { case: "fail a run that exited non-zero with every task green", runs: [run([task("ui#lint")], 1)], reports: {}, totals: { passed: 1, failed: 1, skipped: 0 } },
    { case: "skip tasks that have no script (transit nodes)", runs: [run([{ ...task("ui#transit"), command: "<NONEXISTENT>" }])], reports: {}, totals: { passed: 0, failed: 0, skipped: 0 } },
    { case: "count a file that failed to import as failed", runs: [run([task("ui#test", 1)])], reports: { "ui#test": vitestReport([{ name: "b", tests: [], error: "boom" }]) }, totals: { passed: 0, failed: 1, skipped: 0 } },
    { case: "count the e2e suite's skipped tests", runs: [run([task("e2e#e2e")])], reports: { "e2e#e2e": playwrightReport([{ project: "warren-desktop", status: "expected" }, { project: "metal-desktop", status: "skipped" }]) }, totals: { passed: 1, failed: 0, skipped: 1 } },
  ])("$case", ({ runs, reports, totals }) => {
    expect(tally({ runs, reports }).totals).toEqual(totals);
  });

  it("counts each check: a failed install, the release dry run, the time budget", () => {
    const checks = [
      { label: "install nginx", ok: false, detail: "apt-get failed" },
      { label: "release dry run", ok: true },
      cpuBudgetCheck(100, 2400),
    ];
    expect(tally({ runs: [], reports: {}, checks }).totals).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it("names what a failed check task wrote of its failures under its row, and nothing for a task that passed", () => {
    const failures = Array.from({ length: 10 }, (_, index) => `FAIL warren screen-${index}: over its ceiling`);
    const { rows } = tally({
      runs: [run([task("e2e#size", 1), task("ui#lint")])],
      reports: {},
      failureLines: { "e2e#size": `${failures.join("\n")}\n\n`, "ui#lint": "FAIL left from an earlier run" },
    });
    expect(rows.find((row) => row.label === "e2e#size")?.problems).toEqual([...failures.slice(0, NAMED_FAILURES), "and 2 more"]);
    expect(rows.find((row) => row.label === "ui#lint")?.problems).toEqual([]);
  });

  it("lists the counted tasks turbo replayed from its cache", () => {
    const { cached } = tally({ runs: [run([task("ui#lint", 0, "HIT"), task("ui#typecheck"), { ...task("ui#transit", 0, "HIT"), command: "<NONEXISTENT>" }])], reports: {} });
    expect(cached).toEqual(["ui#lint"]);
  });
});

describe("the floors", () => {
  const floors: Floors = {
    vitest: { "ui#test": 3 },
    playwright: { task: "e2e#e2e", projects: { "warren-desktop": 2, "warren-phone": 1 }, providers: { warren: 3 }, everyProvider: 1 },
  };
  const e2eTests = (count: number, project = "warren-desktop") => Array.from({ length: count }, () => ({ project, status: "expected" as const }));
  const fullE2e = playwrightReport([...e2eTests(2), ...e2eTests(1, "warren-phone"), ...e2eTests(1, "metal-desktop")]);
  const uiTests = (count: number) => vitestReport([{ name: "a", tests: Array.from({ length: count }, () => "passed") }]);
  const tasks = [task("ui#test"), task("e2e#e2e")];

  it.each<{ case: string; runs: TurboRun[]; reports: Record<string, unknown>; providers: string[]; failures: string[] }>([
    { case: "hold when every suite has at least its floor", runs: [run(tasks)], reports: { "ui#test": uiTests(4), "e2e#e2e": fullE2e }, providers: ["metal", "warren"], failures: [] },
    { case: "fail a vitest package that dropped below its floor", runs: [run(tasks)], reports: { "ui#test": uiTests(2), "e2e#e2e": fullE2e }, providers: ["warren"], failures: ["ui#test"] },
    { case: "fail a vitest package that did not run at all", runs: [run([task("e2e#e2e")])], reports: { "e2e#e2e": fullE2e }, providers: ["warren"], failures: ["ui#test"] },
    {
      case: "fail a Playwright project and its provider when the project disappears",
      runs: [run(tasks)],
      reports: { "ui#test": uiTests(3), "e2e#e2e": playwrightReport(e2eTests(2)) },
      providers: ["warren"],
      failures: ["e2e#e2e project warren-phone", "e2e#e2e provider warren"],
    },
    { case: "fail the e2e suite once when it did not run at all", runs: [run([task("ui#test")])], reports: { "ui#test": uiTests(3) }, providers: ["warren"], failures: ["e2e#e2e"] },
    {
      case: "fail a provider under themes/ that has no floor of its own and ran no test",
      runs: [run(tasks)],
      reports: { "ui#test": uiTests(3), "e2e#e2e": fullE2e },
      providers: ["acme", "metal", "warren"],
      failures: ["e2e#e2e provider acme"],
    },
  ])("$case", ({ runs, reports, providers, failures }) => {
    const { rows, totals } = tally({ runs, reports, floors, providers });
    const floorRows = rows.filter((row) => row.note?.includes("floor"));
    expect(floorRows.map((row) => row.label)).toEqual(failures);
    expect(totals.failed).toBe(failures.length);
  });

  it("are written from a run's reports: per vitest task, per project, per provider, and the least a provider runs", () => {
    expect(floorsFrom({ vitest: { "ui#test": uiTests(4) }, playwright: fullE2e, e2eTask: "e2e#e2e" })).toEqual({
      vitest: { "ui#test": 4 },
      playwright: { task: "e2e#e2e", projects: { "metal-desktop": 1, "warren-desktop": 2, "warren-phone": 1 }, providers: { metal: 1, warren: 3 }, everyProvider: 1 },
    });
  });

  it("say what a rewrite would change, lowered floors marked", () => {
    expect(floorChanges(floors, { vitest: { "ui#test": 2, "sdk#test": 5 }, playwright: { ...floors.playwright, providers: {} } })).toEqual([
      "provider warren: 3 → gone",
      "vitest sdk#test: new, 5",
      "vitest ui#test: 3 → 2 (lower)",
    ]);
  });
});

describe("the closing line", () => {
  it.each([
    { case: "is the plain count when nothing failed or was cached", totals: { passed: 10, failed: 0, skipped: 2 }, exitCode: 0, cached: [], lines: ["10 passed, 0 failed, 2 skipped"] },
    { case: "never says 0 failed when the exit code is not 0", totals: { passed: 10, failed: 0, skipped: 0 }, exitCode: 1, cached: [], lines: ["10 passed, 1 failed, 0 skipped"] },
    { case: "keeps the counted failures when there are some", totals: { passed: 10, failed: 3, skipped: 0 }, exitCode: 1, cached: [], lines: ["10 passed, 3 failed, 0 skipped"] },
    {
      case: "is marked cached: and follows the replayed tasks when any result came from turbo's cache",
      totals: { passed: 4, failed: 0, skipped: 0 },
      exitCode: 0,
      cached: ["ui#test", "sdk#lint"],
      lines: ["replayed from turbo's cache (2 tasks): sdk#lint, ui#test", "cached: 4 passed, 0 failed, 0 skipped"],
    },
  ])("$case", ({ totals, exitCode, cached, lines }) => {
    expect(closingLines(totals, exitCode, cached)).toEqual(lines);
  });

  it("ends every row with its counts, and skipped ones are shown", () => {
    expect(formatRow({ label: "ui#test", passed: 3, failed: 0, skipped: 2, cached: true })).toMatch(/^ok {3}ui#test +3 passed +0 failed +2 skipped {2}\(cached\)$/);
    expect(formatRow({ label: "ui#lint", passed: 0, failed: 1, skipped: 0, note: "exited 2" })).toMatch(/^FAIL ui#lint .*1 failed .*\(exited 2\)$/);
  });

  it.each([
    { case: "fails with anything failed", failed: 1, exitCodes: [0], code: 1 },
    { case: "fails with a run that exited non-zero", failed: 0, exitCodes: [0, 2], code: 1 },
    { case: "passes only when nothing failed and every run exited 0", failed: 0, exitCodes: [0, 0], code: 0 },
  ])("the exit code $case", ({ failed, exitCodes, code }) => {
    expect(exitCodeOf({ passed: 1, failed, skipped: 0 }, exitCodes)).toBe(code);
  });
});

describe("the time budget", () => {
  it.each([
    { case: "passes within the budget", cpu: 2000, ok: true },
    { case: "fails over the budget", cpu: 2401, ok: false },
    { case: "fails when the CPU time could not be measured", cpu: undefined, ok: false },
  ])("$case", ({ cpu, ok }) => {
    expect(cpuBudgetCheck(cpu, 2400).ok).toBe(ok);
  });

  it.each([
    { case: "adds the children's user and system ticks", stat: "42 (node) S 1 42 42 0 -1 4194560 100 200 0 0 5 6 1500 500 20 0 11 0", seconds: 20 },
    { case: "reads a command name with spaces and parentheses", stat: "42 (my (odd) cmd) S 1 42 42 0 -1 0 0 0 0 0 0 0 300 100 20 0", seconds: 4 },
    { case: "cannot tell from an empty file", stat: "", seconds: undefined },
  ])("CPU time $case", ({ stat, seconds }) => {
    expect(childrenCpuSeconds(stat)).toBe(seconds);
  });
});

describe("turbo's run summaries", () => {
  it("tell the runs apart by the tasks they ran", () => {
    const e2e = { execution: { command: "turbo run transit e2e --continue=always --only" } };
    const others = { execution: { command: "turbo run transit lint typecheck --continue=always --only --concurrency=1" } };
    expect(commandTasks(e2e.execution.command)).toEqual(["transit", "e2e"]);
    expect(summaryOf(["transit", "lint", "typecheck"], [e2e, others])).toBe(others);
    expect(summaryOf(["build"], [e2e, others])).toBeUndefined();
  });

  it("take the latest of two runs of the same tasks", () => {
    const earlier = { execution: { command: "turbo run build --concurrency=2", startTime: 1000 } };
    const later = { execution: { command: "turbo run build --concurrency=2", startTime: 2000 } };
    expect(summaryOf(["build"], [later, earlier])).toBe(later);
    expect(summaryOf(["build"], [earlier, later])).toBe(later);
  });
});
