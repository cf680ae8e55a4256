// The runtime configuration in the build: a preload hint for the file in every index.html, and in the dev server a
// file written from the CONSOLE_* variables.
import { describe, expect, it } from "vitest";
import { configFromEnvironment, runtimeConfigPlugin } from "../runtimeConfig.js";

describe("configFromEnvironment", () => {
  it.each([
    [{}, {}],
    [{ CONSOLE_API_ORIGIN: "https://api.example.com", CONSOLE_API_PREFIX: "/cloud", HOME: "/root" }, { apiOrigin: "https://api.example.com", apiPrefix: "/cloud" }],
    [{ CONSOLE_MOCK_API: "offered", CONSOLE_WIRE_ENCODING: "published", CONSOLE_PROVIDER: "warren" }, { mockApi: "offered", wireEncoding: "published", provider: "warren" }],
    [{ CONSOLE_SENTRY_DSN: "https://k@o1.ingest.sentry.io/2", CONSOLE_SENTRY_ENVIRONMENT: "staging", CONSOLE_TEST_DOMAIN: "example.net" }, { sentryDsn: "https://k@o1.ingest.sentry.io/2", sentryEnvironment: "staging", testDomain: "example.net" }],
    [{ CONSOLE_INTERNAL_EMAIL_DOMAINS: " example.com,ops.example.org  staff.example " }, { internalEmailDomains: ["example.com", "ops.example.org", "staff.example"] }],
    [{ CONSOLE_API_ORIGIN: "", CONSOLE_MOCK_API: "" }, {}],
    [{ CONSOLE_PSEUDO_LANGUAGE: "true" }, { pseudoLanguage: true }],
    [{ CONSOLE_PSEUDO_LANGUAGE: "false" }, { pseudoLanguage: false }],
    // Left as written, for the schema to refuse.
    [{ CONSOLE_PSEUDO_LANGUAGE: "yes" }, { pseudoLanguage: "yes" }],
  ])("reads %j as %j", (env, config) => {
    expect(configFromEnvironment(env)).toEqual(config);
  });
});

describe("runtimeConfigPlugin", () => {
  it("asks for the file first in the page, as the console's fetch will (CORS, no credentials across origins)", () => {
    const plugin = runtimeConfigPlugin("/app/");
    expect(plugin.transformIndexHtml()).toEqual([
      { tag: "link", attrs: { rel: "preload", href: "/app/config.json", as: "fetch", crossorigin: "anonymous" }, injectTo: "head-prepend" },
    ]);
  });

  it("serves the dev server a file from the environment, on the embedded mock API unless it says otherwise", () => {
    const served = new Map<string, (req: unknown, res: { setHeader: (name: string, value: string) => void; end: (body: string) => void }) => void>();
    const plugin = runtimeConfigPlugin("/app/");
    plugin.configureServer({ middlewares: { use: (path: string, handler: never) => served.set(path, handler) } });
    const answer = () => {
      const headers: Record<string, string> = {};
      let body = "";
      served.get("/app/config.json")?.({}, { setHeader: (name, value) => (headers[name] = value), end: (text) => (body = text) });
      return { headers, config: JSON.parse(body) as unknown };
    };
    const saved = { ...process.env };
    try {
      delete process.env.CONSOLE_MOCK_API;
      process.env.CONSOLE_API_PREFIX = "/cloud";
      expect(answer()).toEqual({ headers: { "Content-Type": "application/json", "Cache-Control": "no-cache" }, config: { mockApi: "default", apiPrefix: "/cloud" } });
      process.env.CONSOLE_MOCK_API = "off";
      expect(answer().config).toEqual({ mockApi: "off", apiPrefix: "/cloud" });
    } finally {
      process.env = saved;
    }
  });
});
