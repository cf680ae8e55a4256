/**
 * Error reporting: what is reported, with which context (user, site, page), where it goes (the provider's error
 * tracker, else the console), and what never leaves the browser (secrets, tokens: scrub.ts). Loaded on first use.
 */
import { isKnownNoise, messageOf, reportContext, shouldReport, type ErrorTracker } from "./reportContent";
import { scrub, scrubText } from "./scrub";
import { getSentryDsn } from "./settings";

export * from "./reportContent";
export { setInternalEmailDomains, setReportUser, type ReportingSettings } from "./settings";

let tracker: { dsn: string; loading: Promise<ErrorTracker> } | undefined;

/** The error tracker for `dsn`, its code fetched on the first call; later reports wait for the same load, in order. */
function loadErrorTracker(dsn: string): Promise<ErrorTracker> {
  if (tracker?.dsn !== dsn) tracker = { dsn, loading: import("./sentryReporter").then(({ startSentry }) => startSentry({ dsn })) };
  return tracker.loading;
}

/** Fetches and starts the provider's error tracker ahead of the first report (once the first screen has settled). */
export function preloadErrorTracker(): void {
  const dsn = getSentryDsn();
  if (dsn) loadErrorTracker(dsn).catch(() => undefined);
}

/** The report as the browser console shows it: scrubbed like any report, since logs get copied into tickets. */
function logReport(error: unknown, extra?: Record<string, unknown>) {
  console.error("[error report]", scrubText(messageOf(error) || String(error)), { ...reportContext(extra), error: scrub(error) });
}

/**
 * Reports an error unless it is known noise: to the provider's error tracker when it has one (which samples and
 * scrubs in its beforeSend), else to the console, sampled and scrubbed the same way.
 */
export function reportError(error: unknown, extra?: Record<string, unknown>) {
  const dsn = getSentryDsn();
  if (!dsn) {
    if (shouldReport(error)) logReport(error, extra);
    return;
  }
  if (isKnownNoise(error)) return;
  // A tracker whose code cannot load (offline, blocked) leaves the report in the console.
  loadErrorTracker(dsn).then(
    (loaded) => loaded.send(error, extra),
    () => logReport(error, extra),
  );
}
