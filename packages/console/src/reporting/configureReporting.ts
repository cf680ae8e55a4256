import { afterSettling } from "../app/afterSettling";
import { applyReportingSettings, getSentryDsn, type ReportingSettings } from "./settings";

/**
 * Applies a provider's reporting parameters (see `applyReportingSettings`). With a Sentry project, its code is fetched
 * once the first screen has settled (`schedule`), so it never competes with that screen; a report made earlier
 * fetches it at once. The reporting code imports the settings, never this module, so each depends one way.
 */
export function configureReporting(settings: ReportingSettings = {}, schedule: (task: () => void) => void = afterSettling) {
  applyReportingSettings(settings);
  // A preload that fails is left alone: the first report tries again, and falls back to the console.
  if (getSentryDsn()) schedule(() => void import("./errorReporting").then(({ preloadErrorTracker }) => preloadErrorTracker(), () => undefined));
}
