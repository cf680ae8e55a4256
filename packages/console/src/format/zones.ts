import { dateTimeFormat } from "./intl";

/** The zone the platform writes times without a zone in, unless the provider names another. */
export const DEFAULT_SERVER_TIME_ZONE = "UTC";

// 'YYYY-MM-DD HH:MM:SS' and its microsecond form carry no zone: the platform wrote them in its own.
const ZONELESS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?$/;

/** Whether an API time string names no zone (no 'Z', no offset). */
export function isZoneless(value: unknown): value is string {
  return typeof value === "string" && ZONELESS.test(value);
}

/** How many minutes a zone is ahead of UTC at an instant (Asia/Jakarta: 420). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock time read as if it were UTC (what the SDK's parser does with a zone-less string), moved to the instant
 * it names in `timeZone`. Across a daylight-saving change the offset of the result's own instant is the one used.
 */
export function wallClockIn(readAsUtc: Date, timeZone: string): Date {
  if (timeZone === DEFAULT_SERVER_TIME_ZONE) return readAsUtc;
  const first = new Date(readAsUtc.getTime() - zoneOffsetMinutes(readAsUtc, timeZone) * 60_000);
  return new Date(readAsUtc.getTime() - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/** The customer's own zone, as the browser reports it ('Europe/Tallinn'). */
export function customerTimeZone(): string {
  return dateTimeFormat(undefined, {}).resolvedOptions().timeZone;
}
