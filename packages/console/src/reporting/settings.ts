/**
 * The provider's reporting parameters, kept apart from the reporting code: the console sets them when it starts, and
 * the code that reports (errorReporting.ts) loads only when there is something to report.
 */

/** The provider's reporting parameters (`ProviderDefinition.reporting`); the console applies them when it starts. */
export interface ReportingSettings {
  internalEmailDomains?: readonly string[];
  testDomain?: string;
}

/**
 * The internal company domains whose users' emails may go into error and analytics context. The spec says there
 * are two without naming them: a deployment sets them with `setInternalEmailDomains`; until then none is internal.
 */
let internalEmailDomains: readonly string[] = [];

/** The provider's test domain: a host under it whose name starts with 'test' reports as staging. */
let testDomain: string | undefined;

export function setInternalEmailDomains(domains: readonly string[]) {
  internalEmailDomains = domains.map((domain) => domain.toLowerCase());
}

/** Applies a provider's reporting parameters; absent ones fall back to none (no internal domain, any test host). */
export function configureReporting(settings: ReportingSettings = {}) {
  setInternalEmailDomains(settings.internalEmailDomains ?? []);
  testDomain = settings.testDomain;
}

export function getInternalEmailDomains(): readonly string[] {
  return internalEmailDomains;
}

export function getTestDomain(): string | undefined {
  return testDomain;
}
