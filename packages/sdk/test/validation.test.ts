// Validation modes and what a mismatch report may contain: never the body, never a secret.
import { describe, expect, it, vi } from "vitest";
import { MASKED, ResponseValidationError, createApiClient, isSecretKey, maskSecrets, redactUrl, type ApiClientOptions, type ValidationIssue } from "../src/index.js";

const SECRET = "PS2vfOCKuU52be83QZhMMndqOusfFkHr";
// A token list whose entry breaks the contract (`id` must be an integer), with the token's secret in it.
const tokenList = [
  { id: "seven", billing_account_id: 6, description: "ci", restricted: true, token: SECRET, created_at: "2018-02-22 14:24:02", consumer_id: "c-1" },
];
const validTokenList = [{ ...tokenList[0], id: 7 }];

function clientAnswering(body: unknown, options: Partial<ApiClientOptions> = {}) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const issues: ValidationIssue[] = [];
  const fetch = vi.fn(() => Promise.resolve(Response.json(body)));
  const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, logger, onValidationIssue: (issue) => issues.push(issue), ...options });
  /** Everything the logger was given, as text. */
  const logged = () => JSON.stringify([logger.error.mock.calls, logger.warn.mock.calls]);
  return { api, logger, issues, logged };
}

describe("validate: log (the default)", () => {
  it("logs a mismatching token response with URL, expected type and failing paths, and no secret", async () => {
    const { api, logger, issues, logged } = clientAnswering(tokenList);
    const data = await api.GET("/user-resource/token/list");
    await api.validated();
    expect(data).toEqual(tokenList); // the caller still gets the data as sent
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith("Response of http://api.test/v1/user-resource/token/list does not match the contract type ApiToken[]", {
      operation: "get /user-resource/token/list",
      url: "http://api.test/v1/user-resource/token/list",
      expected: "ApiToken[]",
      issues: [{ path: [0, "id"], message: expect.stringContaining("expected number") }],
    });
    expect(logged()).not.toContain(SECRET);
    expect(logged()).not.toContain("consumer_id");
    // The hook gets the data, with the secret masked.
    expect(issues).toHaveLength(1);
    expect(issues[0]?.data).toEqual([{ ...tokenList[0], token: MASKED }]);
    expect(JSON.stringify(issues)).not.toContain(SECRET);
  });

  it("masks secret query values in the logged URL", async () => {
    const { api, logged } = clientAnswering({ token: 42 });
    await api.GET("/payment/paypal/payment_token", { params: { query: { session_id: "sess-secret", setup_token: "setup-secret" } } });
    await api.validated();
    expect(logged()).toContain("/payment/paypal/payment_token?session_id=");
    expect(logged()).not.toContain("setup-secret");
    expect(logged()).not.toContain("sess-secret");
  });

  it("treats validate: true as log", async () => {
    const { api, logger } = clientAnswering(tokenList, { validate: true });
    await api.GET("/user-resource/token/list");
    await api.validated();
    expect(logger.error).toHaveBeenCalledOnce();
  });
});

describe("validate: throw", () => {
  it("rejects a mismatch with ResponseValidationError carrying where and what, but no body", async () => {
    const { api, issues, logged } = clientAnswering(tokenList, { validate: "throw" });
    const error = await api.GET("/user-resource/token/list").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      name: "ResponseValidationError",
      operation: "get /user-resource/token/list",
      url: "http://api.test/v1/user-resource/token/list",
      expected: "ApiToken[]",
      issues: [{ path: [0, "id"] }],
    });
    expect((error as Error).message).toMatch(/^Response of get \/user-resource\/token\/list \(http:\/\/api\.test\/v1\/user-resource\/token\/list\) does not match the contract type ApiToken\[\]: \[0\]\.id: /);
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).not.toContain(SECRET);
    expect(issues).toHaveLength(1);
    expect(logged()).not.toContain(SECRET);
  });

  it("resolves a matching response only after checking it", async () => {
    const { api, issues } = clientAnswering(validTokenList, { validate: "throw" });
    await expect(api.GET("/user-resource/token/list")).resolves.toEqual(validTokenList);
    expect(issues).toEqual([]);
  });

  it("resolves, with a warning, when the contract has no schema to check", async () => {
    const { api, logger } = clientAnswering({ unexpected: true }, { validate: "throw" });
    await expect(api.DELETE("/storage/bucket", { body: { name: "b" } })).resolves.toEqual({ unexpected: true });
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});

describe("validate: off", () => {
  it.each([["off"], [false]] as const)("%s checks nothing", async (validate) => {
    const { api, logger, issues } = clientAnswering(tokenList, { validate });
    await expect(api.GET("/user-resource/token/list")).resolves.toEqual(tokenList);
    await api.validated();
    expect(issues).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("refuses an unknown mode", () => {
    expect(() => createApiClient({ baseUrl: "http://api.test/v1", validate: "strict" as "throw" })).toThrow(TypeError);
  });
});

describe("maskSecrets", () => {
  it("masks secret-like keys at any depth, in any case, and keeps the rest", () => {
    const input = {
      id: 7,
      name: "web-1",
      description: "a token-free description",
      Token: "t",
      access_token: "a",
      id_token: "i",
      secretKey: "s",
      client_secret: "c",
      Password: "p",
      sql_pass: "q",
      apiKey: "k",
      api_key: "k2",
      APIKEY: "k3",
      private_key: "pk",
      ssh_key: "ssh",
      credentials: { user: "u", pass: "x" },
      public_ip: "1.2.3.4",
      nested: { deeper: [{ PASSWORD: "x", ok: 1 }, { refresh_token: null }] },
      cloud_init: "#cloud-config\n-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----",
      note: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl",
    };
    const copy = structuredClone(input);
    expect(maskSecrets(input)).toEqual({
      id: 7,
      name: "web-1",
      description: "a token-free description",
      Token: MASKED,
      access_token: MASKED,
      id_token: MASKED,
      secretKey: MASKED,
      client_secret: MASKED,
      Password: MASKED,
      sql_pass: MASKED,
      apiKey: MASKED,
      api_key: MASKED,
      APIKEY: MASKED,
      private_key: MASKED,
      ssh_key: MASKED,
      credentials: MASKED,
      public_ip: "1.2.3.4",
      nested: { deeper: [{ PASSWORD: MASKED, ok: 1 }, { refresh_token: null }] },
      cloud_init: MASKED,
      note: MASKED,
    });
    expect(input).toEqual(copy);
  });

  it.each([
    ["token", true],
    ["secretKey", true],
    ["x-api-key", true],
    ["accessKey", true],
    ["session_id", true],
    ["name", false],
    ["authProvider", false],
    ["private_ipv4", false],
    ["public_key", false],
    [0, false],
  ] as const)("isSecretKey(%s) is %s", (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });

  it("masks secret query values in URLs", () => {
    expect(redactUrl("https://api.test/v1/x?invoice_id=5&setup_token=abc&api_key=k#top")).toBe(
      "https://api.test/v1/x?invoice_id=5&setup_token=%5Bmasked%5D&api_key=%5Bmasked%5D#top",
    );
    expect(redactUrl("https://api.test/v1/x")).toBe("https://api.test/v1/x");
  });
});
