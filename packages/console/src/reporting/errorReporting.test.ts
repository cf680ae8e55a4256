import { afterEach, describe, expect, it, vi } from "vitest";
import { configureReporting } from "./configureReporting";
import { currentEnvironment, detectEnvironment, detectTranslationService, isKnownNoise, mayExposeEmail, reportContext, reportError, setInternalEmailDomains, setReportUser, shouldReport } from "./errorReporting";
import { MASKED } from "./scrub";

afterEach(() => {
  setReportUser(undefined);
  setInternalEmailDomains([]);
  configureReporting();
  vi.restoreAllMocks();
  document.documentElement.className = "";
  document.documentElement.lang = "";
});

describe("detectEnvironment", () => {
  it.each([
    ["localhost", undefined, "development"],
    ["127.0.0.1", undefined, "development"],
    ["192.168.1.20", undefined, "development"],
    ["[::1]", undefined, "development"],
    ["test.cloud.example", "cloud.example", "staging"],
    ["test-2.cloud.example", "cloud.example", "staging"],
    ["test.other.example", "cloud.example", "production"],
    ["console.cloud.example", "cloud.example", "production"],
    ["app.testing.example", undefined, "production"],
    ["LOCALHOST", undefined, "development"],
    ["app.localhost", undefined, "development"],
    ["10.0.0.5", "cloud.example", "development"],
    ["TEST.Cloud.Example", "cloud.example", "staging"],
    ["api.test.cloud.example", "cloud.example", "production"],
    ["testcloud.example", "cloud.example", "production"],
  ])("%s (test domain %s) is %s", (host, testDomain, expected) => {
    expect(detectEnvironment(host, testDomain)).toBe(expected);
  });
});

describe("mayExposeEmail", () => {
  it.each([
    ["ann@customer.example", true, [], true],
    [undefined, false, [], true],
    ["ann@customer.example", false, [], false],
    ["dev@company.example", false, ["company.example", "company2.example"], true],
    ["dev@COMPANY2.example", false, ["company.example", "company2.example"], true],
  ] as const)("%s, admin %s, internal %j: %s", (email, isAdmin, domains, expected) => {
    expect(mayExposeEmail(email, isAdmin, domains)).toBe(expected);
  });
});

describe("shouldReport", () => {
  it("suppresses ResizeObserver's undelivered-notifications error, whatever the random draw", () => {
    const noise = new Error("ResizeObserver loop completed with undelivered notifications.");
    expect(isKnownNoise(noise)).toBe(true);
    expect(shouldReport(noise, () => 0)).toBe(false);
    expect(shouldReport("ResizeObserver loop limit exceeded", () => 0)).toBe(false);
  });

  it.each(["Failed to fetch", "Load failed", "network error"])("never reports the network failure '%s': it means offline", (message) => {
    expect(shouldReport(new TypeError(message), () => 0)).toBe(false);
    expect(shouldReport(new Error("Something else"), () => 0)).toBe(true);
  });

  it.each([
    [0, true],
    [0.049, true],
    [0.05, false],
    [0.5, false],
    [0.999, false],
  ])("reports a removeChild failure only when the draw (%s) falls in the 1 in 20 sample: %s", (draw, expected) => {
    expect(shouldReport(new Error("Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node."), () => draw)).toBe(expected);
  });

  it("keeps about 1 in 20 removeChild failures over many draws", () => {
    let seed = 1;
    // A fixed linear congruential sequence: the same draws every run.
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const error = new Error("Failed to execute 'removeChild' on 'Node'");
    const kept = Array.from({ length: 20_000 }, () => shouldReport(error, random)).filter(Boolean).length;
    expect(kept / 20_000).toBeGreaterThan(0.04);
    expect(kept / 20_000).toBeLessThan(0.06);
  });

  it("reports anything else", () => {
    expect(shouldReport(new Error("boom"), () => 0.99)).toBe(true);
    expect(isKnownNoise(new Error("boom"))).toBe(false);
  });
});

describe("detectTranslationService", () => {
  it.each([
    ["", undefined, undefined],
    ["translated-ltr", undefined, "google"],
    ["app translated-rtl", undefined, "google"],
    ["", "_msthash", "microsoft"],
  ])("class %j, attribute %s: %s", (className, attribute, expected) => {
    const root = document.createElement("html");
    root.className = className;
    if (attribute) root.setAttribute(attribute, "1");
    expect(detectTranslationService(root)).toBe(expected);
  });
});

describe("reportError without an error tracker", () => {
  it("logs the report with environment, revision, page language, translation service, and the user's email only when allowed", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.documentElement.lang = "id";
    document.documentElement.className = "translated-ltr";
    setReportUser({ id: 7, email: "ann@customer.example", isAdmin: false });
    reportError(new Error("boom"), { apikey: "secret", path: "/compute" });
    expect(log).toHaveBeenCalledWith(
      "[error report]",
      "boom",
      expect.objectContaining({
        environment: "development",
        revision: "dev",
        pageLanguage: "id",
        translationService: "google",
        user: { id: 7, email: undefined },
        extra: { apikey: MASKED, path: "/compute" },
      }),
    );
    setReportUser({ id: 7, email: "ann@customer.example", isAdmin: true });
    expect(reportContext().user).toEqual({ id: 7, email: "ann@customer.example" });
  });

  it("scrubs the message, the error's own fields and its cause", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = Object.assign(new Error("GET /v1/vm?api_key=k-123 failed", { cause: new Error("token=t-456") }), { config: { headers: { Authorization: "Bearer b-789xyz" } } });
    reportError(error);
    const logged = JSON.stringify(log.mock.calls);
    for (const secret of ["k-123", "t-456", "b-789xyz"]) expect(logged).not.toContain(secret);
    expect(log).toHaveBeenCalledWith("[error report]", `GET /v1/vm?api_key=${MASKED} failed`, expect.anything());
  });

  it("logs a removeChild failure only inside the 1 in 20 sample, and ResizeObserver's error never", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
    reportError(new Error("Failed to execute 'removeChild' on 'Node'"));
    reportError(new Error("ResizeObserver loop completed with undelivered notifications."));
    expect(log).not.toHaveBeenCalled();
    random.mockReturnValue(0.01);
    reportError(new Error("Failed to execute 'removeChild' on 'Node'"));
    reportError(new Error("ResizeObserver loop completed with undelivered notifications."));
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("configureReporting", () => {
  it("sets the internal e-mail domains and the test domain the environment is read against", () => {
    configureReporting({ internalEmailDomains: ["Company.example"], testDomain: "cloud.example" });
    setReportUser({ id: 7, email: "dev@company.example", isAdmin: false });
    expect(reportContext().user).toEqual({ id: 7, email: "dev@company.example" });
    expect(currentEnvironment("test.cloud.example")).toBe("staging");
    expect(currentEnvironment("test.elsewhere.example")).toBe("production");
    expect(currentEnvironment("localhost")).toBe("development");
  });

  it("falls back to no internal domain and any test host without parameters", () => {
    configureReporting({ internalEmailDomains: ["company.example"], testDomain: "cloud.example" });
    configureReporting();
    setReportUser({ id: 7, email: "dev@company.example", isAdmin: false });
    expect(reportContext().user?.email).toBeUndefined();
    expect(currentEnvironment("test.elsewhere.example")).toBe("staging");
  });
});
