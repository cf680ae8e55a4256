/**
 * The settings a runtime configuration file (`/app/config.json`) may hold, declared once as data: the zod schema is
 * built from this table (`runtimeConfigSchema.ts`, which the deploy package checks its start script with), and the
 * console checks a file at start by walking the same table (`runtimeConfigProblems`), with the same words. Zod itself
 * stays off the login screen: its code is a quarter of that screen's budget.
 */

/** Whether the embedded mock API may be used: never, offered on the login screen (off until chosen), or on until turned off. */
export const MOCK_API_SETTINGS = ["off", "offered", "default"] as const;
export type MockApiSetting = (typeof MOCK_API_SETTINGS)[number];

/** How the SDK encodes request fields: as the contract says (`spec`) or as the provider's published API takes them. */
export const WIRE_ENCODINGS = ["spec", "published"] as const;
export type WireEncoding = (typeof WIRE_ENCODINGS)[number];

/** The environments error reports name. */
export const REPORT_ENVIRONMENTS = ["development", "staging", "production"] as const;

/**
 * The text settings' patterns, as plain strings in the dialect both JavaScript and POSIX extended regular expressions
 * read alike: the container's start script checks its variables with these very patterns (its test compares them),
 * and none lets through a quote, a backslash or a line break, so the script writes them into JSON as they are.
 */
export const RUNTIME_CONFIG_PATTERNS = {
  apiOrigin: "^(https?://([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+])(:[0-9]{1,5})?)?$",
  apiPrefix: "^(/[A-Za-z0-9._~-]+)*$",
  sentryDsn: "^(https://[A-Za-z0-9]+@[A-Za-z0-9.-]+(:[0-9]{1,5})?/([A-Za-z0-9._-]+/)*[0-9]+)?$",
  domain: "^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$",
  provider: "^[a-z][a-z0-9-]*$",
} as const;

/** One setting: a string matching a pattern, one of a few values, a list of strings matching a pattern, or true or false. */
export type FieldRule =
  | { readonly pattern: string; readonly expected: string }
  | { readonly oneOf: readonly string[] }
  | { readonly listOf: string; readonly expected: string }
  | { readonly flag: true };

const DOMAIN = { pattern: RUNTIME_CONFIG_PATTERNS.domain, expected: "a domain name such as example.com" };

/** Every setting of the file, each optional: what a file leaves out keeps the build's default. */
export const RUNTIME_CONFIG_FIELDS = {
  /** Where the API lives when not on the page's own origin: `scheme://host[:port]`, no path. */
  apiOrigin: { pattern: RUNTIME_CONFIG_PATTERNS.apiOrigin, expected: "empty or an origin such as https://api.example.com (no path)" },
  /** A path before `/v1`, such as `/cloud`; empty for none. */
  apiPrefix: { pattern: RUNTIME_CONFIG_PATTERNS.apiPrefix, expected: "empty or a path such as /cloud (no trailing slash)" },
  wireEncoding: { oneOf: WIRE_ENCODINGS },
  /** The provider's Sentry project; empty for reports to the browser console only. */
  sentryDsn: { pattern: RUNTIME_CONFIG_PATTERNS.sentryDsn, expected: "empty or a Sentry DSN such as https://key@o1.ingest.sentry.io/2" },
  /** The environment reports name, instead of the one told from the host name. */
  sentryEnvironment: { oneOf: REPORT_ENVIRONMENTS },
  /** The company's own domains: users with an e-mail there may have it in error reports. */
  internalEmailDomains: { listOf: RUNTIME_CONFIG_PATTERNS.domain, expected: DOMAIN.expected },
  /** A host under it whose name starts with 'test' reports as staging. */
  testDomain: DOMAIN,
  mockApi: { oneOf: MOCK_API_SETTINGS },
  /** The provider to serve when the deployment holds more than one (its id, as under themes/). */
  provider: { pattern: RUNTIME_CONFIG_PATTERNS.provider, expected: "a provider id such as warren" },
  /**
   * Whether the language switches offer the pseudo-language (accented, 40 % longer), so translators and testers see
   * on a built console which texts are left untranslated and where a longer language breaks the layout; off by default.
   */
  pseudoLanguage: { flag: true },
} as const satisfies Record<string, FieldRule>;

type SettingOf<Rule> = Rule extends { oneOf: readonly (infer Value)[] }
  ? Value
  : Rule extends { listOf: string }
    ? string[]
    : Rule extends { flag: true }
      ? boolean
      : string;

/** What a runtime configuration file holds (the zod schema's type is the same; its test checks). */
export type RuntimeConfigSettings = { -readonly [Name in keyof typeof RUNTIME_CONFIG_FIELDS]?: SettingOf<(typeof RUNTIME_CONFIG_FIELDS)[Name]> };

/** What is said about a file that is not an object of settings. */
export const NOT_AN_OBJECT = "expected an object of settings";

/** What is said about a value a rule refuses. */
export function expectation(rule: FieldRule): string {
  if ("oneOf" in rule) return `expected one of ${rule.oneOf.join(", ")}`;
  if ("flag" in rule) return "expected true or false";
  return "listOf" in rule ? `expected a list of ${rule.expected}` : `expected ${rule.expected}`;
}

/** What is said about settings the file should not have (a typo, most often). */
export function unknownSettings(keys: readonly string[]): string {
  return `unknown setting${keys.length === 1 ? "" : "s"} ${keys.map((key) => JSON.stringify(key)).join(", ")}`;
}

const matches = (pattern: string, value: unknown) => typeof value === "string" && new RegExp(pattern).test(value);

/** A parsed file's settings, or each of its problems as `setting: what is wrong` (`the file: …` for the whole). */
export function checkRuntimeConfig(data: unknown): { settings: RuntimeConfigSettings } | { problems: string[] } {
  const problems = runtimeConfigProblems(data);
  // Every setting it holds was just checked against its rule, which is what the type says.
  return problems.length ? { problems } : { settings: data as RuntimeConfigSettings };
}

/** Whether a value breaks its setting's rule (a list's items are checked one by one after). */
function isWrong(rule: FieldRule, value: unknown): boolean {
  if ("oneOf" in rule) return typeof value !== "string" || !rule.oneOf.includes(value);
  if ("listOf" in rule) return !Array.isArray(value);
  if ("flag" in rule) return typeof value !== "boolean";
  return !matches(rule.pattern, value);
}

function runtimeConfigProblems(data: unknown): string[] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [`the file: ${NOT_AN_OBJECT}`];
  const problems: string[] = [];
  const rules: Readonly<Record<string, FieldRule>> = RUNTIME_CONFIG_FIELDS;
  const settings = new Map<string, unknown>(Object.entries(data));
  // In the table's order, as the schema reports them.
  for (const [name, rule] of Object.entries(rules)) {
    const value = settings.get(name);
    if (value === undefined) continue;
    const wrong = isWrong(rule, value);
    if (wrong) problems.push(`${name}: ${expectation(rule)}`);
    else if ("listOf" in rule && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (!matches(rule.listOf, item)) problems.push(`${name}.${index}: expected ${rule.expected}`);
      });
    }
  }
  const unknown = Object.keys(data).filter((key) => !Object.hasOwn(rules, key));
  if (unknown.length) problems.push(`the file: ${unknownSettings(unknown)}`);
  return problems;
}
