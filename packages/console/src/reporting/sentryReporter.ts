/**
 * The provider's Sentry project as the console's error tracker. The only module that imports @sentry/browser: it is
 * loaded on demand (errorReporting.ts, once the first screen has settled or for the first report), never with a
 * screen. Every event and breadcrumb is sampled and scrubbed here, before it can leave the browser.
 */
import {
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  extraErrorDataIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  type Breadcrumb,
  type BrowserOptions,
  type ErrorEvent,
} from "@sentry/browser";
import { reportContext, shouldReport, type ErrorTracker } from "./reportContent";
import { scrubData } from "./scrub";

export interface SentryTrackerOptions {
  dsn: string;
  /** The removeChild sampling's random source (tests fix it). */
  random?: () => number;
  /** How events leave the browser; Sentry's fetch transport unless given (tests keep the events instead). */
  transport?: BrowserOptions["transport"];
}

/** Everything an event says went wrong: each exception's message (its causes too) and its own message. */
function messagesOf(event: ErrorEvent): string {
  return [...(event.exception?.values ?? []).map((exception) => exception.value ?? ""), event.message ?? ""].join("\n");
}

/**
 * The event as it may leave: dropped when it is noise or outside the removeChild sample; otherwise scrubbed and
 * carrying the page language, detected translation service, environment, revision and the allowed user fields.
 */
export function prepareEvent(event: ErrorEvent, random: () => number = Math.random): ErrorEvent | null {
  if (!shouldReport(messagesOf(event), random)) return null;
  const context = reportContext();
  // The user is the one place an email may go, and only as reportContext allows it; the rest is scrubbed.
  const { user: _collected, ...rest } = event;
  const scrubbed = scrubData(rest);
  return {
    ...scrubbed,
    environment: context.environment,
    release: context.revision,
    tags: { ...scrubbed.tags, page_language: context.pageLanguage ?? "unknown", translation_service: context.translationService ?? "none" },
    ...(context.user ? { user: context.user } : {}),
  };
}

/** Starts Sentry for the provider's project, lean: errors and breadcrumbs only, no tracing, replay or sessions. */
export function startSentry({ dsn, random = Math.random, transport }: SentryTrackerOptions): ErrorTracker {
  const context = reportContext();
  init({
    dsn,
    ...(transport ? { transport } : {}),
    environment: context.environment,
    release: context.revision,
    // The console reports uncaught errors itself (backgroundErrors.ts); Sentry adds no handlers, wrappers or sessions.
    defaultIntegrations: false,
    integrations: [
      // Fetch and XHR breadcrumbs hold the method, URL and status only (never bodies or headers); URLs are scrubbed below.
      breadcrumbsIntegration({ dom: true, fetch: true, xhr: true, history: true, sentry: false }),
      linkedErrorsIntegration(),
      extraErrorDataIntegration({ depth: 4 }),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    dataCollection: { userInfo: false, cookies: false, httpBodies: [], stackFrameVariables: false },
    // Error messages stay as thrown: the SDK tells a network failure by its exact text.
    enhanceFetchErrorMessages: false,
    beforeSend: (event) => prepareEvent(event, random),
    beforeBreadcrumb: (breadcrumb: Breadcrumb) => scrubData(breadcrumb),
  });
  return {
    send(error, extra) {
      captureException(error, extra ? { extra } : undefined);
    },
  };
}
