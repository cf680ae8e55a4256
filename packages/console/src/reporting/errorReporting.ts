/** Error reporting: what is reported, with which context (user, site, page), and what never leaves the browser (secrets, tokens). */
import { getInternalEmailDomains, getTestDomain } from "./settings";

export type Environment = "development" | "staging" | "production";

/** Fields never sent in a report, at any depth. */
export const FILTERED_FIELDS = ["password", "apikey", "email", "access_token"] as const;
const FILTERED = new Set<string>(FILTERED_FIELDS);
export const FILTERED_VALUE = "[Filtered]";

export { configureReporting, setInternalEmailDomains, type ReportingSettings } from "./settings";

/** A removeChild failure (usually a browser translator editing the DOM) is reported about 1 in 20 times. */
export const REMOVE_CHILD_SAMPLE_RATE = 1 / 20;

const NUMERIC_HOST = /^(\d{1,3}\.){3}\d{1,3}$|^\[?[0-9a-f:]+\]?$/i;

/** localhost or a numeric IP is development; a host starting with 'test' on the provider's test domain is staging; else production. */
export function detectEnvironment(hostname: string, testDomain?: string): Environment {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || NUMERIC_HOST.test(host)) return "development";
  if (host.startsWith("test") && (testDomain === undefined || host.endsWith(`.${testDomain.toLowerCase()}`))) return "staging";
  return "production";
}

/** The environment reports name, for this page's host and the configured test domain. */
export function currentEnvironment(hostname: string = globalThis.location?.hostname ?? "localhost"): Environment {
  return detectEnvironment(hostname, getTestDomain());
}

/** The email goes into context only for admins, when absent, or on an internal company domain. */
export function mayExposeEmail(email: string | undefined, isAdmin: boolean, internalDomains: readonly string[] = getInternalEmailDomains()): boolean {
  if (isAdmin || !email) return true;
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return internalDomains.includes(domain);
}

/** A copy of a report payload with password, apikey, email and access_token replaced, at any depth. */
export function filterReport<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => filterReport(item)) as T;
  if (value && typeof value === "object" && !(value instanceof Error)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, FILTERED.has(key.toLowerCase()) ? FILTERED_VALUE : filterReport(inner)])) as T;
  }
  return value;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "";
}

/** ResizeObserver's undelivered-notifications error is noise; a removeChild failure is sampled 1 in 20. */
export function shouldReport(error: unknown, random: () => number = Math.random): boolean {
  const message = messageOf(error);
  if (message.includes("ResizeObserver loop")) return false;
  if (message.includes("removeChild")) return random() < REMOVE_CHILD_SAMPLE_RATE;
  return true;
}

/** Which machine translator has rewritten the page, if any (their DOM edits cause removeChild failures). */
export function detectTranslationService(root: { className: string; hasAttribute?: (name: string) => boolean } | undefined = globalThis.document?.documentElement): string | undefined {
  if (!root) return undefined;
  if (/\btranslated-(ltr|rtl)\b/.test(root.className)) return "google";
  if (root.hasAttribute?.("_msthash")) return "microsoft";
  return undefined;
}

export interface ReportContext {
  environment: Environment;
  revision: string;
  pageLanguage: string | undefined;
  translationService: string | undefined;
  user?: { id?: number | string; email?: string };
  extra?: Record<string, unknown>;
}

export interface ErrorReport {
  message: string;
  error: unknown;
  context: ReportContext;
}

/** Where reports go; the default logs them. A provider's build may send them to its error tracker. */
export type ErrorReporter = (report: ErrorReport) => void;

let reporter: ErrorReporter = (report) => console.error("[error report]", report.message, report.context);
let user: { id?: number | string; email?: string; isAdmin: boolean } | undefined;

export function setErrorReporter(next: ErrorReporter) {
  reporter = next;
}

/** The signed-in user for context; the email is kept only under the spec's conditions. */
export function setReportUser(next: { id?: number | string; email?: string; isAdmin: boolean } | undefined) {
  user = next;
}

declare const __CONSOLE_REVISION__: string | undefined;

/** The context every report carries: environment, revision, page language and translation service. */
export function reportContext(extra?: Record<string, unknown>): ReportContext {
  return filterReportContext({
    environment: currentEnvironment(),
    revision: typeof __CONSOLE_REVISION__ === "string" ? __CONSOLE_REVISION__ : "dev",
    pageLanguage: globalThis.document?.documentElement.lang || undefined,
    translationService: detectTranslationService(),
    user: user && { id: user.id, email: mayExposeEmail(user.email, user.isAdmin) ? user.email : undefined },
    extra,
  });
}

// The user's email is allowed in context by mayExposeEmail; every other listed field is filtered.
function filterReportContext(context: ReportContext): ReportContext {
  return { ...context, user: context.user && { id: context.user.id, email: context.user.email }, extra: context.extra && filterReport(context.extra) };
}

/** Reports an error unless it is known noise. */
export function reportError(error: unknown, extra?: Record<string, unknown>) {
  if (!shouldReport(error)) return;
  reporter({ message: messageOf(error) || String(error), error, context: reportContext(extra) });
}
