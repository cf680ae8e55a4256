import { parseDateTime } from "@cloudconsole/sdk";
import { dateTimeFormat } from "./intl";
import { DEFAULT_SERVER_TIME_ZONE, isZoneless, wallClockIn } from "./zones";

/** What a missing date shows. */
export const NO_DATE = "—";

type ApiDate = string | number | Date | null | undefined;

/** The instant an API value names; a time without a zone is read in the zone the platform writes them in. */
function parsed(value: ApiDate, serverTimeZone = DEFAULT_SERVER_TIME_ZONE): Date | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  try {
    const date = parseDateTime(value);
    return isZoneless(value) ? wallClockIn(date, serverTimeZone) : date;
  } catch {
    return undefined;
  }
}

/**
 * A date and time from the API (any of its formats, read with the SDK's parser) in the site's locale and the
 * visitor's time zone, e.g. '23 Nov 2026, 14:05'. A value the parser refuses is shown as it came, never hidden.
 */
export function formatDateTime(value: ApiDate, locale?: string, serverTimeZone?: string): string {
  const date = parsed(value, serverTimeZone);
  if (!date) return value === null || value === undefined || value === "" ? NO_DATE : String(value);
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A calendar date from the API in the site's locale, e.g. '23 Nov 2026'. */
export function formatDate(value: ApiDate, locale?: string, serverTimeZone?: string): string {
  const date = parsed(value, serverTimeZone);
  if (!date) return value === null || value === undefined || value === "" ? NO_DATE : String(value);
  return dateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}

/** A sort key for API dates: milliseconds since 1970, and missing or unreadable dates first. */
export function dateSortValue(value: ApiDate, serverTimeZone?: string): number {
  return parsed(value, serverTimeZone)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** The machine-readable form for a `<time dateTime>` attribute, or undefined when the value is not a date. */
export function isoDateTime(value: ApiDate, serverTimeZone?: string): string | undefined {
  return parsed(value, serverTimeZone)?.toISOString();
}
