import { beforeEach, describe, expect, it, vi } from "vitest";
import { waitForState } from "../testing/waitForState";

const tracker = { evaluated: vi.fn(), startSentry: vi.fn(), send: vi.fn() };

const DSN = "https://public@o1.ingest.sentry.io/1";

/** Fresh reporting modules, so each test starts with the tracker not yet fetched. */
async function freshReporting() {
  vi.resetModules();
  // The tracker module stands in for Sentry: evaluating it is what fetching @sentry/browser would be.
  vi.doMock("./sentryReporter", () => {
    tracker.evaluated();
    return { startSentry: tracker.startSentry };
  });
  const [settings, reporting] = await Promise.all([import("./configureReporting"), import("./errorReporting")]);
  return { ...settings, ...reporting };
}

/** Waits until every module import started so far (and any it started in turn) has loaded: a fetched tracker is evaluated by then. */
const importsSettled = () => vi.dynamicImportSettled();

beforeEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  tracker.startSentry.mockImplementation(() => ({ send: tracker.send }));
});

describe("loading the error tracker", () => {
  it("waits for the first screen to settle", async () => {
    const { configureReporting } = await freshReporting();
    const settledTasks: (() => void)[] = [];
    configureReporting({ sentryDsn: DSN }, (task) => settledTasks.push(task));
    await importsSettled();
    expect(tracker.evaluated).not.toHaveBeenCalled();

    for (const task of settledTasks) task();
    await waitForState(() => expect(tracker.startSentry).toHaveBeenCalledWith({ dsn: DSN }));
    expect(tracker.evaluated).toHaveBeenCalledTimes(1);
  });

  it("is fetched at once by a report made before the page settled; reports made meanwhile follow in order", async () => {
    const { configureReporting, reportError } = await freshReporting();
    configureReporting({ sentryDsn: DSN }, () => undefined);
    const first = new Error("first");
    const second = new Error("second");
    reportError(first, { screen: "home" });
    reportError(second);
    expect(tracker.send).not.toHaveBeenCalled();

    await waitForState(() => expect(tracker.send).toHaveBeenCalledTimes(2));
    expect(tracker.send.mock.calls).toEqual([
      [first, { screen: "home" }],
      [second, undefined],
    ]);
    expect(tracker.startSentry).toHaveBeenCalledTimes(1);
    expect(tracker.evaluated).toHaveBeenCalledTimes(1);
  });

  it("is not fetched for ResizeObserver's error", async () => {
    const { configureReporting, reportError } = await freshReporting();
    configureReporting({ sentryDsn: DSN }, () => undefined);
    reportError(new Error("ResizeObserver loop completed with undelivered notifications."));
    await importsSettled();
    expect(tracker.evaluated).not.toHaveBeenCalled();
  });

  it("is never fetched without a DSN: reports go to the console", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { configureReporting, reportError } = await freshReporting();
    const schedule = vi.fn();
    configureReporting({ internalEmailDomains: ["company.example"] }, schedule);
    reportError(new Error("boom"));
    await importsSettled();
    expect(schedule).not.toHaveBeenCalled();
    expect(tracker.evaluated).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("[error report]", "boom", expect.anything());
  });

  it("leaves the report in the console when the tracker cannot start", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    tracker.startSentry.mockImplementation(() => {
      throw new Error("blocked by the browser");
    });
    const { configureReporting, reportError } = await freshReporting();
    configureReporting({ sentryDsn: DSN }, () => undefined);
    reportError(new Error("GET /v1/vm?apikey=k-1 failed"));
    await waitForState(() => expect(log).toHaveBeenCalledWith("[error report]", "GET /v1/vm?apikey=[masked] failed", expect.anything()));
  });
});

describe("the bundle", () => {
  // Source text of every module of the console (tests and stories aside), read at build time.
  const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../**/*.stories.tsx"], { query: "?raw", import: "default", eager: true });

  it("has @sentry/browser imported by sentryReporter.ts alone", () => {
    const importers = Object.entries(sources)
      .filter(([, text]) => /(from|import\()\s*["']@sentry\//.test(text))
      .map(([path]) => path);
    expect(importers).toEqual(["./sentryReporter.ts"]);
  });

  it("loads sentryReporter.ts only through import(), never with a screen", () => {
    const staticImporters = Object.entries(sources)
      .filter(([, text]) => /^\s*(import|export)\s+(?!type\b)[^;]*?from\s+["'][^"']*sentryReporter["']/m.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(staticImporters).toEqual([]);
  });
});
