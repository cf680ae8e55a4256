import { afterEach, describe, expect, it, vi } from "vitest";
import { configureReporting, currentEnvironment, detectEnvironment, FILTERED_VALUE, filterReport, mayExposeEmail, reportContext, reportError, setErrorReporter, setInternalEmailDomains, setReportUser, shouldReport } from "./errorReporting";

afterEach(() => {
  setReportUser(undefined);
  setInternalEmailDomains([]);
  configureReporting();
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

describe("filterReport", () => {
  it("replaces password, apikey, email and access_token at any depth", () => {
    expect(filterReport({ password: "p", nested: { apikey: "k", list: [{ email: "e", access_token: "t", keep: 1 }] }, keep: "x" })).toEqual({
      password: FILTERED_VALUE,
      nested: { apikey: FILTERED_VALUE, list: [{ email: FILTERED_VALUE, access_token: FILTERED_VALUE, keep: 1 }] },
      keep: "x",
    });
  });
});

describe("shouldReport", () => {
  it("suppresses ResizeObserver's undelivered-notifications error", () => {
    expect(shouldReport(new Error("ResizeObserver loop completed with undelivered notifications."))).toBe(false);
  });
  it("reports a removeChild failure about 1 in 20 times", () => {
    const error = new Error("Failed to execute 'removeChild' on 'Node'");
    expect(shouldReport(error, () => 0.01)).toBe(true);
    expect(shouldReport(error, () => 0.5)).toBe(false);
  });
  it("reports anything else", () => {
    expect(shouldReport(new Error("boom"))).toBe(true);
  });
});

describe("reportError", () => {
  it("carries environment, revision, language and the user's email only when allowed; extra is filtered", () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    setReportUser({ id: 7, email: "ann@customer.example", isAdmin: false });
    reportError(new Error("boom"), { apikey: "secret", path: "/compute" });
    expect(reporter).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "boom",
        context: expect.objectContaining({ environment: "development", revision: "dev", user: { id: 7, email: undefined }, extra: { apikey: FILTERED_VALUE, path: "/compute" } }),
      }),
    );
    setReportUser({ id: 7, email: "ann@customer.example", isAdmin: true });
    expect(reportContext().user).toEqual({ id: 7, email: "ann@customer.example" });
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
