import { describe, expect, expectTypeOf, it } from "vitest";
import { checkRuntimeConfig, RUNTIME_CONFIG_FIELDS, type RuntimeConfigSettings } from "./runtimeConfigFields";
import { InvalidRuntimeConfigError, parseRuntimeConfig, runtimeConfigSchema, type RuntimeConfigFile } from "./runtimeConfigSchema";

/** The zod schema's problems with a file, none when it accepts it. */
function schemaProblems(data: unknown): readonly string[] {
  try {
    parseRuntimeConfig(data);
  } catch (error) {
    if (error instanceof InvalidRuntimeConfigError) return error.problems;
    throw error;
  }
  return [];
}

const VALID: [string, unknown][] = [
  ["nothing (every setting the build's)", {}],
  [
    "every setting",
    {
      apiOrigin: "https://api.example.com:8443",
      apiPrefix: "/cloud/v2beta",
      wireEncoding: "published",
      sentryDsn: "https://0123abcd@o12345.ingest.sentry.io/678",
      sentryEnvironment: "staging",
      internalEmailDomains: ["example.com", "ops.example.co.uk"],
      testDomain: "example.net",
      mockApi: "offered",
      provider: "warren",
      pseudoLanguage: true,
    },
  ],
  ["the pseudo-language turned off, as by default", { pseudoLanguage: false }],
  ["empty origin, prefix and DSN (the defaults, said out loud)", { apiOrigin: "", apiPrefix: "", sentryDsn: "" }],
  ["an API on an IPv6 address", { apiOrigin: "http://[2001:db8::5]:8080" }],
  ["a self-hosted Sentry", { sentryDsn: "https://key@sentry.example.com/sentry/4" }],
];

const INVALID: [string, unknown, string[]][] = [
  ["a mock setting it does not know", { mockApi: "on" }, ["mockApi: expected one of off, offered, default"]],
  ["an origin with a path", { apiOrigin: "https://api.example.com/v1" }, ["apiOrigin: expected empty or an origin such as https://api.example.com (no path)"]],
  ["a prefix with a trailing slash", { apiPrefix: "/cloud/" }, ["apiPrefix: expected empty or a path such as /cloud (no trailing slash)"]],
  ["a quote in the prefix", { apiPrefix: '/cl"oud' }, ["apiPrefix: expected empty or a path such as /cloud (no trailing slash)"]],
  ["a wire profile it does not know", { wireEncoding: "json" }, ["wireEncoding: expected one of spec, published"]],
  ["a DSN that is no Sentry DSN", { sentryDsn: "o123.ingest.sentry.io" }, ["sentryDsn: expected empty or a Sentry DSN such as https://key@o1.ingest.sentry.io/2"]],
  ["a number for a text", { apiPrefix: 7 }, ["apiPrefix: expected empty or a path such as /cloud (no trailing slash)"]],
  ["an e-mail address for a domain", { internalEmailDomains: ["example.com", "ops@example.com"] }, ["internalEmailDomains.1: expected a domain name such as example.com"]],
  ["domains as one string", { internalEmailDomains: "example.com" }, ["internalEmailDomains: expected a list of a domain name such as example.com"]],
  ["a line break in a domain", { testDomain: "example.com\nevil" }, ["testDomain: expected a domain name such as example.com"]],
  ["the pseudo-language turned on in words", { pseudoLanguage: "true" }, ["pseudoLanguage: expected true or false"]],
  ["a key it does not know (a typo)", { mockAPI: "off" }, ['the file: unknown setting "mockAPI"']],
  ["a list instead of an object", [], ["the file: expected an object of settings"]],
  ["nothing at all", null, ["the file: expected an object of settings"]],
  ["several settings wrong at once", { provider: "Warren", extra: 1, mockApi: "yes" }, ["mockApi: expected one of off, offered, default", "provider: expected a provider id such as warren", 'the file: unknown setting "extra"']],
];

describe("the runtime configuration's rules", () => {
  it.each(VALID)("accept %s, in the zod schema and in the console's check alike", (_case, data) => {
    expect(parseRuntimeConfig(data)).toEqual(data);
    expect(checkRuntimeConfig(data)).toEqual({ settings: data });
  });

  it.each(INVALID)("refuse %s, naming the setting in the same words in both", (_case, data, problems) => {
    expect(schemaProblems(data)).toEqual(problems);
    expect(checkRuntimeConfig(data)).toEqual({ problems });
  });

  it("make a schema of every declared setting, with the console's type", () => {
    expect(Object.keys(runtimeConfigSchema.shape)).toEqual(Object.keys(RUNTIME_CONFIG_FIELDS));
    expectTypeOf<RuntimeConfigFile>().toEqualTypeOf<RuntimeConfigSettings>();
  });
});
