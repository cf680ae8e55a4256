/**
 * The provider's reporting parameters and the signed-in user, kept apart from the reporting code: the console sets
 * them while a screen loads, and the code that reports (errorReporting.ts, and the error tracker behind it) loads
 * only once the page has settled or there is something to report. Every reporting module reads these; this one
 * imports none of them.
 */

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

/** Keeps a provider's reporting parameters; absent ones fall back to none (no internal domain, any test host, reports to the console). */
export function applyReportingSettings(settings: ReportingSettings = {}) {
  setInternalEmailDomains(settings.internalEmailDomains ?? []);
  testDomain = settings.testDomain;
  sentryDsn = settings.sentryDsn || undefined;
  environment = settings.environment;
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
