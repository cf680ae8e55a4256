// The container's start script against the console's schema: what it writes is what the schema accepts, what it
// refuses the schema refuses, and its patterns and variables are the console's and the dev server's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, configFromEnvironment } from "@cloudconsole/vite-config";
import { RUNTIME_CONFIG_PATTERNS } from "../../../packages/console/src/config/runtimeConfigFields";
import { runtimeConfigSchema } from "../../../packages/console/src/config/runtimeConfigSchema";
import { runStartScript, START_SCRIPT } from "../src/startScript";
import { DOCKERFILE } from "../src/template";

const webRoot = mkdtempSync(join(tmpdir(), "console-start-"));
mkdirSync(join(webRoot, "brands", "warren", "app"), { recursive: true });
mkdirSync(join(webRoot, "brands", "mistral", "app"), { recursive: true });
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** Runs the script with `env`; returns its exit status, its message and the file it wrote for each brand, if it did. */
function start(env: Record<string, string>) {
  const files = ["warren", "mistral"].map((brand) => join(webRoot, "brands", brand, "app", "config.json"));
  for (const file of files) rmSync(file, { force: true });
  const run = runStartScript({ ...env, CONSOLE_WEB_ROOT: webRoot });
  const [written, ...others] = run.status === 0 ? files.map((file) => JSON.parse(readFileSync(file, "utf8")) as unknown) : [];
  // Every brand the image holds gets the same file.
  for (const other of others) expect(other).toEqual(written);
  return { ...run, written };
}

const CASES: [string, Record<string, string>][] = [
  ["no variable (the image's defaults)", {}],
  [
    "every setting",
    {
      CONSOLE_API_ORIGIN: "https://api.example.com:8443",
      CONSOLE_API_PREFIX: "/cloud",
      CONSOLE_WIRE_ENCODING: "published",
      CONSOLE_SENTRY_DSN: "https://0123abcd@o12345.ingest.sentry.io/678",
      CONSOLE_SENTRY_ENVIRONMENT: "staging",
      CONSOLE_INTERNAL_EMAIL_DOMAINS: "example.com, ops.example.co.uk",
      CONSOLE_TEST_DOMAIN: "example.net",
      CONSOLE_MOCK_API: "offered",
      CONSOLE_PROVIDER: "warren",
      CONSOLE_PSEUDO_LANGUAGE: "true",
    },
  ],
  ["a site for translators and testers, with the pseudo-language", { CONSOLE_PSEUDO_LANGUAGE: "true" }],
  ["the pseudo-language turned off in so many words", { CONSOLE_PSEUDO_LANGUAGE: "false" }],
  ["the pseudo-language turned on in other words", { CONSOLE_PSEUDO_LANGUAGE: "yes" }],
  ["a demo site", { CONSOLE_MOCK_API: "default" }],
  ["an API on an IPv6 address", { CONSOLE_API_ORIGIN: "http://[2001:db8::5]:8080" }],
  ["empty variables, as unset", { CONSOLE_API_ORIGIN: "", CONSOLE_SENTRY_DSN: "", CONSOLE_MOCK_API: "" }],
  ["a mock setting the console does not know", { CONSOLE_MOCK_API: "on" }],
  ["an origin with a path", { CONSOLE_API_ORIGIN: "https://api.example.com/v1" }],
  ["a prefix with a trailing slash", { CONSOLE_API_PREFIX: "/cloud/" }],
  ["a quote in the prefix", { CONSOLE_API_PREFIX: '/cl"oud' }],
  ["a wire profile the console does not know", { CONSOLE_WIRE_ENCODING: "json" }],
  ["a DSN that is no DSN", { CONSOLE_SENTRY_DSN: "o1.ingest.sentry.io" }],
  ["an environment the reports do not name", { CONSOLE_SENTRY_ENVIRONMENT: "prod" }],
  ["an e-mail address among the domains", { CONSOLE_INTERNAL_EMAIL_DOMAINS: "example.com ops@example.com" }],
  ["a pattern for a domain", { CONSOLE_TEST_DOMAIN: "*" }],
  ["a line break in a domain", { CONSOLE_TEST_DOMAIN: "example.com\nevil" }],
  ["a provider's display name for its id", { CONSOLE_PROVIDER: "Warren" }],
];

describe("the container's start script", () => {
  it.each(CASES)("agrees with the console's schema on %s", (_case, env) => {
    const expected = runtimeConfigSchema.safeParse({ mockApi: "off", ...configFromEnvironment(env) });
    const run = start(env);
    // Written and as the schema reads it, or refused, writing nothing, with a message naming the variable to fix.
    const variable = Object.keys(env).find((name) => env[name]) ?? "?";
    const refusal = expect.stringMatching(new RegExp(`: ${variable} must be .*; the console's configuration was not written\\n$`));
    expect({ succeeded: run.status === 0, written: run.written, message: run.stderr }).toEqual(
      expected.success
        ? { succeeded: true, written: expected.data, message: "" }
        : { succeeded: false, written: undefined, message: refusal },
    );
  });

  it("refuses to start without the app's folder", () => {
    const run = runStartScript({ CONSOLE_WEB_ROOT: join(webRoot, "missing") });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("CONSOLE_WEB_ROOT");
  });

  it("checks with the console's own patterns and reads the variables the dev server does", () => {
    const script = readFileSync(START_SCRIPT, "utf8");
    for (const pattern of Object.values(RUNTIME_CONFIG_PATTERNS)) expect(script).toContain(`'${pattern}'`);
    const read = new Set([...script.matchAll(/\$\{(CONSOLE_[A-Z_]+)/g)].map((match) => match[1]));
    expect([...read].sort()).toEqual([...Object.values(CONFIG_VARIABLES), "CONSOLE_WEB_ROOT"].sort());
  });

  it("is in the image where the nginx image's entrypoint runs it before nginx, executable", () => {
    const dockerfile = readFileSync(DOCKERFILE, "utf8");
    expect(dockerfile).toContain("COPY --chmod=755 tooling/deploy/docker-entrypoint.d/40-console-config.sh /docker-entrypoint.d/40-console-config.sh");
  });
});
