/**
 * The runtime configuration file's zod schema, built from the declaration of its settings (`runtimeConfigFields.ts`):
 * what the deploy package checks its start script's files with, and the type of a file. It says what is wrong in the
 * words the console's own check at start uses.
 */
import { z } from "zod";
import { expectation, NOT_AN_OBJECT, RUNTIME_CONFIG_FIELDS, unknownSettings } from "./runtimeConfigFields";

const F = RUNTIME_CONFIG_FIELDS;

const text = (rule: { pattern: string; expected: string }) => z.string({ error: expectation(rule) }).regex(new RegExp(rule.pattern), expectation(rule));
const oneOf = <const Values extends readonly [string, ...string[]]>(rule: { oneOf: Values }) => z.enum(rule.oneOf, { error: expectation(rule) });
const listOf = (rule: { listOf: string; expected: string }) =>
  z.array(z.string({ error: `expected ${rule.expected}` }).regex(new RegExp(rule.listOf), `expected ${rule.expected}`), { error: expectation(rule) });

/** Every setting of `RUNTIME_CONFIG_FIELDS`, optional, and nothing else (a key it does not know is named, not ignored). */
export const runtimeConfigSchema = z.strictObject(
  {
    apiOrigin: text(F.apiOrigin).optional(),
    apiPrefix: text(F.apiPrefix).optional(),
    wireEncoding: oneOf(F.wireEncoding).optional(),
    sentryDsn: text(F.sentryDsn).optional(),
    sentryEnvironment: oneOf(F.sentryEnvironment).optional(),
    internalEmailDomains: listOf(F.internalEmailDomains).optional(),
    testDomain: text(F.testDomain).optional(),
    mockApi: oneOf(F.mockApi).optional(),
    provider: text(F.provider).optional(),
    pseudoLanguage: z.boolean({ error: expectation(F.pseudoLanguage) }).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? unknownSettings(issue.keys) : NOT_AN_OBJECT) },
);

/** What a runtime configuration file holds. */
export type RuntimeConfigFile = z.infer<typeof runtimeConfigSchema>;

/** A file that does not match the schema: each problem as `setting: what is wrong`. */
export class InvalidRuntimeConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("; "));
    this.name = "InvalidRuntimeConfigError";
  }
}

/** Checks a parsed file against the schema; throws `InvalidRuntimeConfigError` naming every setting that is wrong. */
export function parseRuntimeConfig(data: unknown): RuntimeConfigFile {
  const result = runtimeConfigSchema.safeParse(data);
  if (result.success) return result.data;
  throw new InvalidRuntimeConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "the file"}: ${issue.message}`));
}
