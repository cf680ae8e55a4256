// The client's background validation loads only the predicates of the operation's domain; zod (validators.js) and
// the full check.ts load only when a predicate fails. Module mocks count which modules the client really imports.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient, type ValidationIssue } from "../src/index.js";

const loaded = vi.hoisted(() => new Set<string>());

vi.mock("../src/validators.js", async (importOriginal) => {
  loaded.add("validators");
  return importOriginal();
});
vi.mock("../src/generated/check.js", async (importOriginal) => {
  loaded.add("check");
  return importOriginal();
});
vi.mock("../src/generated/checks/config.js", async (importOriginal) => {
  loaded.add("checks/config");
  return importOriginal();
});
vi.mock("../src/generated/checks/vm.js", async (importOriginal) => {
  loaded.add("checks/vm");
  return importOriginal();
});

const uiConfig = {
  siteName: "Warren",
  siteTheme: "warren",
  siteCountry: "EE",
  siteLocale: "en-GB",
  siteLanguage: "en",
  siteCurrency: "EUR",
  authProvider: "fake",
};
const logger = { error: vi.fn(), warn: vi.fn() };

function clientAnswering(body: unknown) {
  const issues: ValidationIssue[] = [];
  const fetch = () => Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));
  const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, logger, onValidationIssue: (issue) => issues.push(issue) });
  return { api, issues };
}

beforeEach(() => {
  logger.error.mockReset();
  logger.warn.mockReset();
});

// The tests run in order: the first must see the module registry before anything loaded zod.
describe("lazy response validation", () => {
  it("checks valid login-screen responses with the config predicates alone, never importing zod", async () => {
    const { api, issues } = clientAnswering(uiConfig);
    await api.GET("/config/ui/config");
    await api.validated();
    expect(loaded.has("checks/config")).toBe(true);
    expect(loaded.has("validators")).toBe(false);
    expect(loaded.has("check")).toBe(false);
    expect(loaded.has("checks/vm")).toBe(false);
    expect(issues).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("reports a missing schema without importing zod", async () => {
    const { api, issues } = clientAnswering({ unexpected: true });
    await api.DELETE("/storage/bucket", { body: { name: "b" } });
    await api.validated();
    expect(issues).toMatchObject([{ kind: "missing-schema", operation: "delete /storage/bucket", issues: [] }]);
    expect(logger.warn).toHaveBeenCalledWith("No contract schema to check the response of delete /storage/bucket (http://api.test/v1/storage/bucket)");
    expect(loaded.has("validators")).toBe(false);
  });

  it("loads zod when a predicate fails and reports the mismatch with its issues", async () => {
    const wrong = { ...uiConfig, siteCurrency: 42 };
    const { api, issues } = clientAnswering(wrong);
    await expect(api.GET("/config/ui/config")).resolves.toEqual(wrong);
    await api.validated();
    expect(loaded.has("validators")).toBe(true);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: "mismatch", operation: "get /config/ui/config", expected: "UiConfig", data: wrong });
    expect(issues[0]?.issues.map((issue) => issue.path)).toEqual([["siteCurrency"]]);
    expect(logger.error).toHaveBeenCalledWith("Response of http://api.test/v1/config/ui/config does not match the contract type UiConfig", {
      operation: "get /config/ui/config",
      url: "http://api.test/v1/config/ui/config",
      expected: "UiConfig",
      issues: [{ path: ["siteCurrency"], message: expect.any(String) }],
    });
  });

  it("loads another domain's predicates for its operations", async () => {
    const { api, issues } = clientAnswering([]);
    await api.GET("/{location}/user-resource/vm/list", { params: { path: { location: "tll" } } });
    await api.validated();
    expect(loaded.has("checks/vm")).toBe(true);
    expect(issues).toEqual([]);
  });
});
