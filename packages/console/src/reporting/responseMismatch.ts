import type { ValidationIssue } from "@cloudconsole/sdk";

/** A response of another shape than its contract type, as an error report names it. */
export class ResponseMismatchError extends Error {
  override readonly name = "ResponseMismatchError";
  constructor(issue: Pick<ValidationIssue, "url" | "expected">) {
    super(`Response of ${issue.url} does not match the contract type ${issue.expected ?? "(unknown)"}`);
  }
}

/** The mismatches this page has reported, by call and the places in its data that did not match. */
const reported = new Set<string>();

/**
 * The API client's `onValidationIssue`: a response that does not match its contract type is reported with its URL,
 * expected type and data (masked by the SDK, scrubbed again by the report). A missing schema stays the SDK's warning.
 * The reporting code loads only when there is something to report.
 */
export function reportResponseMismatch(issue: ValidationIssue): Promise<void> {
  if (issue.kind !== "mismatch") return Promise.resolve();
  const { operation, url, expected, issues, data } = issue;
  // A polled list answers the same way every few seconds (a status the contract does not know yet): one report per
  // page load says it, whichever items have it; the same call failing at another field is a new report.
  const fields = issues.map((found) => found.path.map((key) => (typeof key === "number" ? "[]" : String(key))).join("."));
  const sameMismatch = `${operation} ${url} ${expected ?? ""} ${[...new Set(fields)].sort().join(" ")}`;
  if (reported.has(sameMismatch)) return Promise.resolve();
  reported.add(sameMismatch);
  return import("./errorReporting").then(({ reportError }) => reportError(new ResponseMismatchError(issue), { operation, url, expected, issues, data }));
}
