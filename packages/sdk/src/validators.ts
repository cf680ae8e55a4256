// Runtime validators generated from the contract. Loaded lazily by the client: zod stays out of first-load bundles.
import type { z } from "zod";
import { responseTypeNames, responseValidators } from "./generated/zod.js";
import { responseChecks } from "./generated/check.js";

export * from "./generated/zod.js";

/** One problem found in a response: where in the data, and what was wrong. */
export interface ResponseIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The outcome of checking a response: `undefined` when the contract has no JSON schema for the operation. */
export type ResponseCheck = { ok: true } | { ok: false; issues: readonly ResponseIssue[] } | undefined;

/** The validator of an operation's success response, keyed by `method path-template` (`get /config/ui/config`). */
export function responseValidatorFor(operationKey: string): z.ZodType | undefined {
  return Object.hasOwn(responseValidators, operationKey)
    ? (responseValidators as Record<string, z.ZodType>)[operationKey]
    : undefined;
}

/** The contract type of an operation's success response (`UiConfig`, `Location[]`), for log messages. */
export function responseTypeName(operationKey: string): string | undefined {
  return Object.hasOwn(responseTypeNames, operationKey) ? responseTypeNames[operationKey] : undefined;
}

/** Checks `data` against the contract schema of an operation's success response. */
export function checkResponse(operationKey: string, data: unknown): ResponseCheck {
  const validator = responseValidatorFor(operationKey);
  if (!validator) return undefined;
  // The generated predicate gives zod's verdict without copying the data (JSON input); zod runs only to explain a failure.
  const check = Object.hasOwn(responseChecks, operationKey) ? responseChecks[operationKey] : undefined;
  if (check?.(data)) return { ok: true };
  const result = validator.safeParse(data);
  if (result.success) return { ok: true };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) };
}
