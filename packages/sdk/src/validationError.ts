// Its own module: only a client with `validate: "throw"` that meets a mismatch needs it, so it loads then.

/** One way a response differs from its contract schema: where in the data, and what was wrong (never the value). */
export interface ResponseValidationProblem {
  path: readonly PropertyKey[];
  message: string;
}

const VALIDATION_MESSAGE_ISSUES = 5;

/**
 * A response that does not match its contract type, with `validate: "throw"`. Carries where and what, never the
 * response body: `operation` (`get /user-resource/token/list`), `url` (secret query values masked), `expected`
 * (`Token[]`) and `issues`.
 */
export class ResponseValidationError extends Error {
  override readonly name: string = "ResponseValidationError";
  readonly operation: string;
  readonly url: string;
  readonly expected: string | undefined;
  readonly issues: readonly ResponseValidationProblem[];
  constructor(options: { operation: string; url: string; expected: string | undefined; issues: readonly ResponseValidationProblem[] }) {
    const listed = options.issues.slice(0, VALIDATION_MESSAGE_ISSUES).map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
    const more = options.issues.length > VALIDATION_MESSAGE_ISSUES ? [`and ${options.issues.length - VALIDATION_MESSAGE_ISSUES} more`] : [];
    super(`Response of ${options.operation} (${options.url}) does not match the contract type ${options.expected ?? "(unknown)"}: ${[...listed, ...more].join("; ")}`);
    this.operation = options.operation;
    this.url = options.url;
    this.expected = options.expected;
    this.issues = options.issues;
  }
}

/** `[0, "storage", 1, "size"]` -> `[0].storage[1].size`; the empty path is `(root)`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  return path
    .map((segment, index) => (typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`))
    .join("");
}
