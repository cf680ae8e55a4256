import { describe, expect, it } from "vitest";
import { isReportSecretKey, MASKED, scrub, scrubData, scrubText } from "./scrub";

/** Every field name the reports must filter: the spec's four, and those found passing through. */
const SECRET_NAMES = [
  "password",
  "apikey",
  "email",
  "access_token",
  "id_token",
  "token",
  "secretKey",
  "client_secret",
  "session_id",
  "Authorization",
  "api_key",
  "x-apikey",
  "newPassword",
  "refresh_token",
  "X-API-Key",
  "user_email",
] as const;

// A distinct value per name, so a leak names its field.
const secretFor = (name: string) => `v4lue-of-${name.toLowerCase().replace(/[^a-z]/g, "")}`;

describe("isReportSecretKey", () => {
  it.each(SECRET_NAMES)("%s is filtered", (name) => expect(isReportSecretKey(name)).toBe(true));
  it.each(["id", "name", "status", "path", "message", "page", "location", "uuid", "url"])("%s is kept", (name) => expect(isReportSecretKey(name)).toBe(false));
});

describe.each(SECRET_NAMES)("%s", (name) => {
  const secret = secretFor(name);

  it.each([
    ["a nested object", { outer: { inner: { [name]: secret, keep: "visible" } } }],
    ["an array", { list: [{ keep: "visible" }, { [name]: secret }] }],
    ["a Headers object", { headers: new Headers({ [name]: secret, accept: "application/json" }) }],
    ["a Map", new Map<string, unknown>([["nested", { [name]: secret }]])],
    ["a URL's query string", { url: `https://api.example/v1/vm/list?page=2&${name}=${secret}&location=tll` }],
    ["a URL object", { url: new URL(`https://api.example/v1/vm/list?${name}=${secret}`) }],
    ["a hash fragment", { href: `https://console.example/app/callback#${name}=${secret}&state=xyz` }],
    ["a message, name=value", { message: `Request failed: ${name}=${secret} was rejected` }],
    ["a message, name: value", { message: `Request failed (${name}: ${secret})` }],
    ["a message quoting JSON", { message: `Invalid response {"${name}":"${secret}","keep":"visible"}` }],
    ["a stack string", { stack: `Error: load failed\n    at fetchVm (https://console.example/app/assets/index.js?${name}=${secret}:1:200)` }],
    ["an Error's own field", { error: Object.assign(new Error("boom"), { config: { headers: { [name]: secret } } }) }],
    ["an Error's message", { error: new Error(`POST /v1/login failed with ${name}=${secret}`) }],
    ["an Error's cause", { error: new Error("outer", { cause: new Error("middle", { cause: Object.assign(new Error(`inner ${name}=${secret}`), { [name]: secret }) }) }) }],
  ])("is masked in %s", (_where, value) => {
    const scrubbed = JSON.stringify(scrub(value));
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(MASKED);
  });
});

describe("scrub", () => {
  it("leaves what is not secret as it was", () => {
    const data = {
      id: 7,
      name: "web-1",
      status: "running",
      path: "/compute/vm?page=2&location=tll",
      message: "Failed to start virtual machine [corr-1] (HTTP 500)",
      tags: ["a", "b"],
      nested: { enabled: true, size: 20, none: null },
    };
    expect(scrub(data)).toEqual(data);
  });

  it("keeps the non-secret fields beside a masked one", () => {
    expect(scrub({ user: { id: 7, email: "ann@customer.example", newPassword: "x" }, list: [{ token: "t", keep: 1 }] })).toEqual({
      user: { id: 7, email: MASKED, newPassword: MASKED },
      list: [{ token: MASKED, keep: 1 }],
    });
  });

  it("turns an Error into its name, message, stack, own fields and cause", () => {
    const error = Object.assign(new Error("outer", { cause: new Error("inner") }), { status: 502, apikey: "k" });
    expect(scrub(error)).toEqual({
      name: "Error",
      message: "outer",
      stack: expect.stringContaining("outer"),
      status: 502,
      apikey: MASKED,
      cause: { name: "Error", message: "inner", stack: expect.stringContaining("inner") },
    });
  });

  it("survives cycles and never changes its input", () => {
    const data: Record<string, unknown> = { token: "t", keep: "k" };
    data.self = data;
    const scrubbed = scrubData(data);
    expect(scrubbed.token).toBe(MASKED);
    expect(scrubbed.self).toBe(scrubbed);
    expect(data.token).toBe("t");
  });

  it("masks an empty-free secret only: null, undefined and empty values stay as they were", () => {
    expect(scrub({ token: null, password: "", apikey: undefined })).toEqual({ token: null, password: "", apikey: undefined });
  });
});

describe("scrubText", () => {
  it.each([
    ["Authorization: Bearer abc.def-123", `Authorization: ${MASKED}`],
    ["authorization: Basic dXNlcjpwYXNz", `authorization: ${MASKED}`],
    ["sent with Bearer eyJhbGciOi.payload-part", `sent with Bearer ${MASKED}`],
    ["x-apikey: 12345 rejected", `x-apikey: ${MASKED} rejected`],
    ["id token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl expired", `id token ${MASKED} expired`],
    ["https://ann:hunter2@git.example/repo", `https://ann:${MASKED}@git.example/repo`],
    ["/v1/vm?api%5Fkey=abc&page=2", `/v1/vm?api%5Fkey=${MASKED}&page=2`],
    ["cookie session_id=abc; theme=dark", `cookie session_id=${MASKED}; theme=dark`],
    ["form user[password]=abc&user[name]=ann", `form user[password]=${MASKED}&user[name]=ann`],
    ['{"client_secret": "a \\"quoted\\" secret", "id": 1}', `{"client_secret": "${MASKED}", "id": 1}`],
    ["key\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\nend", `key\n${MASKED}\nend`],
    ["Email domain is prohibited", "Email domain is prohibited"],
    ["Failed to create kong token", "Failed to create kong token"],
    ["Failed to fetch", "Failed to fetch"],
    ["https://console.example/app/compute?page=2#details", "https://console.example/app/compute?page=2#details"],
  ])("%j becomes %j", (text, expected) => {
    expect(scrubText(text, [])).toBe(expected);
  });

  it("masks email addresses except on the company's internal domains", () => {
    expect(scrubText("invite ann@customer.example and dev@Company.example", ["company.example"])).toBe(`invite ${MASKED} and dev@Company.example`);
    expect(scrubText("email=dev@company.example", ["company.example"])).toBe(`email=${MASKED}`);
  });

  it("is idempotent: scrubbing twice changes nothing more", () => {
    const once = scrubText('token=abc "password": "p" Authorization: Bearer xyz123 ann@customer.example', []);
    expect(scrubText(once, [])).toBe(once);
  });
});
