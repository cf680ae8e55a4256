/**
 * What a report carries and whether it is sent at all: the environment, the user (the email only when allowed), the
 * page's language and translator, and the sampling of known noise. Read by the console's report path
 * (errorReporting.ts) and the error tracker (sentryReporter.ts) alike.
 */
import { isOfflineError } from "@cloudconsole/sdk";
import { scrubData } from "./scrub";
import { getConfiguredEnvironment, getInternalEmailDomains, getReportUser, getTestDomain } from "./settings";

export type Environment = "development" | "staging" | "production";

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

/** The environment reports name: the configured one, else told from this page's host and the configured test domain. */
export function currentEnvironment(hostname: string = globalThis.location?.hostname ?? "localhost"): Environment {
  return getConfiguredEnvironment() ?? detectEnvironment(hostname, getTestDomain());
}

/** The email goes into context only for admins, when absent, or on an internal company domain. */
export function mayExposeEmail(email: string | undefined, isAdmin: boolean, internalDomains: readonly string[] = getInternalEmailDomains()): boolean {
  if (isAdmin || !email) return true;
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return internalDomains.includes(domain);
}

/** The text of an error, or of a thrown string; empty for anything else. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "";
}

/**
 * What is logged and never reported nor toasted: ResizeObserver's undelivered-notifications error (the browser skipped
 * a layout callback, nothing failed), and a network failure ('Failed to fetch', 'Load failed', 'network error'), which
 * is the page being offline: the connection banner says so.
 */
export function isKnownNoise(error: unknown): boolean {
  return messageOf(error).includes("ResizeObserver loop") || isOfflineError(error);
}

/** ResizeObserver's undelivered-notifications error is noise; a removeChild failure is sampled 1 in 20. */
export function shouldReport(error: unknown, random: () => number = Math.random): boolean {
  if (isKnownNoise(error)) return false;
  if (messageOf(error).includes("removeChild")) return random() < REMOVE_CHILD_SAMPLE_RATE;
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

declare const __CONSOLE_REVISION__: string | undefined;

/** The context every report carries: environment, revision, page language and translation service; extra is scrubbed. */
export function reportContext(extra?: Record<string, unknown>): ReportContext {
  const user = getReportUser();
  return {
    environment: currentEnvironment(),
    revision: typeof __CONSOLE_REVISION__ === "string" ? __CONSOLE_REVISION__ : "dev",
    pageLanguage: globalThis.document?.documentElement.lang || undefined,
    translationService: detectTranslationService(),
    // The user's email is the one email a report may carry, and only when mayExposeEmail allows it.
    user: user && { id: user.id, email: mayExposeEmail(user.email, user.isAdmin) ? user.email : undefined },
    extra: extra && scrubData(extra),
  };
}

/** Where reports go when the provider has an error tracker (sentryReporter.ts, loaded on demand). */
export interface ErrorTracker {
  send(error: unknown, extra?: Record<string, unknown>): void;
}
