// Datetime parsing for the API's formats. Every failure is a DateTimeParseError with the message the platform uses.

/** The exact texts of datetime parse errors. */
export const DATETIME_ERRORS = {
  datetimeZ: "Invalid datetime_z",
  datetimeTz: "Invalid datetime_tz",
  datetime: "Invalid datetime",
  datetimeUsec: "Invalid datetime_usec",
  yearMonth: "Invalid year-month",
  unix: "Unknown Unix timestamp format",
  unknown: "Unknown datetime format",
} as const;

/** Unix values at least this large are milliseconds. */
export const UNIX_MILLISECONDS_FROM = 1e12;
/** Unix values at least this large (and below the milliseconds bound) are seconds. */
export const UNIX_SECONDS_FROM = 1e9;

/** A value that is not a datetime in any accepted format. */
export class DateTimeParseError extends Error {
  override readonly name: string = "DateTimeParseError";
  readonly value: unknown;
  constructor(message: (typeof DATETIME_ERRORS)[keyof typeof DATETIME_ERRORS], value: unknown) {
    super(message);
    this.value = value;
  }
}

const DATE = "(\\d{4})-(\\d{2})-(\\d{2})";
const TIME = "(\\d{2}):(\\d{2}):(\\d{2})";
const PATTERNS = {
  datetimeZ: new RegExp(`^${DATE}T${TIME}Z$`),
  datetime: new RegExp(`^${DATE} ${TIME}$`),
  datetimeUsec: new RegExp(`^${DATE} ${TIME}\\.(\\d{6})$`),
  datetimeTz: new RegExp(`^${DATE}T${TIME}\\.(\\d{3})([+-])(\\d{2}):?(\\d{2})$`),
  yearMonth: /^(\d{4})-(\d{2})$/,
};

function utc(parts: readonly number[], error: (typeof DATETIME_ERRORS)[keyof typeof DATETIME_ERRORS], value: unknown, offsetMinutes = 0, ms = 0): Date {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const date = new Date(time);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!valid || offsetMinutes > 14 * 60 || offsetMinutes < -14 * 60) throw new DateTimeParseError(error, value);
  return new Date(time - offsetMinutes * 60_000);
}

function numbers(match: RegExpMatchArray, from: number, to: number): number[] {
  return match.slice(from, to).map(Number);
}

/** A Unix timestamp: at least 1e12 is milliseconds, at least 1e9 seconds, anything else an error. */
export function parseUnixTimestamp(value: number): Date {
  if (!Number.isFinite(value) || value < UNIX_SECONDS_FROM) throw new DateTimeParseError(DATETIME_ERRORS.unix, value);
  const date = new Date(value >= UNIX_MILLISECONDS_FROM ? value : value * 1000);
  if (Number.isNaN(date.getTime())) throw new DateTimeParseError(DATETIME_ERRORS.unix, value);
  return date;
}

/**
 * Parses the API's datetimes, read as UTC unless they carry an offset:
 * `YYYY-MM-DDTHH:MM:SSZ` (20 chars), `YYYY-MM-DD HH:MM:SS` (19), the same with microseconds (26),
 * `YYYY-MM-DDTHH:MM:SS.sss+0000` or `+00:00` (28-29), `YYYY-MM`, and Unix seconds or milliseconds.
 */
export function parseDateTime(value: string | number | Date): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new DateTimeParseError(DATETIME_ERRORS.unknown, value);
    return value;
  }
  if (typeof value === "number") return parseUnixTimestamp(value);
  if (typeof value !== "string") throw new DateTimeParseError(DATETIME_ERRORS.unknown, value);
  if (/^\d+(\.\d+)?$/.test(value)) return parseUnixTimestamp(Number(value));
  switch (value.length) {
    case 20: {
      const match = PATTERNS.datetimeZ.exec(value);
      if (!match) throw new DateTimeParseError(DATETIME_ERRORS.datetimeZ, value);
      return utc(numbers(match, 1, 7), DATETIME_ERRORS.datetimeZ, value);
    }
    case 19: {
      const match = PATTERNS.datetime.exec(value);
      if (!match) throw new DateTimeParseError(DATETIME_ERRORS.datetime, value);
      return utc(numbers(match, 1, 7), DATETIME_ERRORS.datetime, value);
    }
    case 26: {
      const match = PATTERNS.datetimeUsec.exec(value);
      if (!match) throw new DateTimeParseError(DATETIME_ERRORS.datetimeUsec, value);
      return utc(numbers(match, 1, 7), DATETIME_ERRORS.datetimeUsec, value, 0, Math.floor(Number(match[7]) / 1000));
    }
    case 28:
    case 29: {
      const match = PATTERNS.datetimeTz.exec(value);
      if (!match) throw new DateTimeParseError(DATETIME_ERRORS.datetimeTz, value);
      const sign = match[8] === "-" ? -1 : 1;
      const offset = sign * (Number(match[9]) * 60 + Number(match[10]));
      return utc(numbers(match, 1, 7), DATETIME_ERRORS.datetimeTz, value, offset, Number(match[7]));
    }
    case 7: {
      const match = PATTERNS.yearMonth.exec(value);
      if (!match) throw new DateTimeParseError(DATETIME_ERRORS.yearMonth, value);
      return utc([...numbers(match, 1, 3), 1], DATETIME_ERRORS.yearMonth, value);
    }
    default:
      throw new DateTimeParseError(DATETIME_ERRORS.unknown, value);
  }
}
