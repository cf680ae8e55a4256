/**
 * The provider's reporting parameters and the signed-in user, kept apart from the reporting code: the console sets
 * them while a screen loads, and the code that reports (errorReporting.ts, and the error tracker behind it) loads
 * only once the page has settled or there is something to report.
 */
import { afterSettling } from "../app/afterSettling";

/** The provider's reporting parameters (`ProviderDefinition.reporting`); the console applies them when it starts. */
export interface ReportingSettings {
  internalEmailDomains?: readonly string[];
  testDomain?: string;
  /** The provider's Sentry project; without one, reports are written to the browser console only. */
  sentryDsn?: string;
  /** The environment reports name; without it, it is told from the page's host name. */
  environment?: "development" | "staging" | "production";
}

/** The signed-in user as reports see them; whether the email may go along is decided when a report is made. */
export interface ReportUser {
  id?: number | string;
  email?: string;
  isAdmin: boolean;
}

/**
 * The internal company domains whose users' emails may go into error and analytics context. The spec says there
 * are two without naming them: a deployment sets them with `setInternalEmailDomains`; until then none is internal.
 */
let internalEmailDomains: readonly string[] = [];

/** The provider's test domain: a host under it whose name starts with 'test' reports as staging. */
let testDomain: string | undefined;

let sentryDsn: string | undefined;
let environment: ReportingSettings["environment"];
let reportUser: ReportUser | undefined;

export function setInternalEmailDomains(domains: readonly string[]) {
  internalEmailDomains = domains.map((domain) => domain.toLowerCase());
}

/**
 * Applies a provider's reporting parameters; absent ones fall back to none (no internal domain, any test host, reports
 * to the console). With a Sentry project, its code is fetched once the first screen has settled (`schedule`), so it
 * never competes with that screen; a report made earlier fetches it at once.
 */
export function configureReporting(settings: ReportingSettings = {}, schedule: (task: () => void) => void = afterSettling) {
  setInternalEmailDomains(settings.internalEmailDomains ?? []);
  testDomain = settings.testDomain;
  sentryDsn = settings.sentryDsn || undefined;
  environment = settings.environment;
  // A preload that fails is left alone: the first report tries again, and falls back to the console.
  if (sentryDsn) schedule(() => void import("./errorReporting").then(({ preloadErrorTracker }) => preloadErrorTracker(), () => undefined));
}

export function getInternalEmailDomains(): readonly string[] {
  return internalEmailDomains;
}

export function getTestDomain(): string | undefined {
  return testDomain;
}

/** The environment the deployment names, or undefined to tell it from the host name. */
export function getConfiguredEnvironment(): ReportingSettings["environment"] {
  return environment;
}

/** The provider's Sentry DSN, or undefined when reports go to the console only. */
export function getSentryDsn(): string | undefined {
  return sentryDsn;
}

/** The signed-in user for report context (set by `ReportingUser`), or undefined when signed out. */
export function setReportUser(next: ReportUser | undefined) {
  reportUser = next;
}

/** The signed-in user as last set, for the report being made. */
export function getReportUser(): ReportUser | undefined {
  return reportUser;
}
