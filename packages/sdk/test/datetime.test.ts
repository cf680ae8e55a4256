import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATETIME_ERRORS, DateTimeParseError, parseDateTime, parseUnixTimestamp } from "../src/index.js";
import { propertyRuns, propertyTimeout } from "./propertyRuns.js";

/** The parsed date, or what parsing threw. */
function parseOrError(input: string | number): unknown {
  try {
    return parseDateTime(input);
  } catch (error) {
    return error;
  }
}

describe("parseDateTime", () => {
  it.each([
    ["2025-01-12T09:21:33Z", "2025-01-12T09:21:33.000Z"],
    ["2018-02-22 14:24:03", "2018-02-22T14:24:03.000Z"],
    ["2018-02-22 11:10:37.793878", "2018-02-22T11:10:37.793Z"],
    ["2022-09-01T12:03:14.355+0000", "2022-09-01T12:03:14.355Z"],
    ["2022-09-01T12:03:14.355+02:00", "2022-09-01T10:03:14.355Z"],
    ["2022-09-01T12:03:14.355-0130", "2022-09-01T13:33:14.355Z"],
    ["2024-02", "2024-02-01T00:00:00.000Z"],
    [1519219377, "2018-02-21T13:22:57.000Z"],
    [1519219377000, "2018-02-21T13:22:57.000Z"],
    ["1519219377", "2018-02-21T13:22:57.000Z"],
  ])("reads %s", (input, iso) => {
    expect(parseDateTime(input).toISOString()).toBe(iso);
  });

  it.each([
    ["2025-01-12T09:21:33X", DATETIME_ERRORS.datetimeZ],
    ["2025-13-12T09:21:33Z", DATETIME_ERRORS.datetimeZ],
    ["2018-02-30 14:24:03", DATETIME_ERRORS.datetime],
    ["2018/02/22 14:24:03", DATETIME_ERRORS.datetime],
    ["2018-02-22 11:10:37,793878", DATETIME_ERRORS.datetimeUsec],
    ["2022-09-01T12:03:14.355 0000", DATETIME_ERRORS.datetimeTz],
    ["2022-09-01T25:03:14.355+00:00", DATETIME_ERRORS.datetimeTz],
    ["2024-13", DATETIME_ERRORS.yearMonth],
    ["2024/02", DATETIME_ERRORS.yearMonth],
    [123, DATETIME_ERRORS.unix],
    [Number.NaN, DATETIME_ERRORS.unix],
    ["yesterday", DATETIME_ERRORS.unknown],
    ["", DATETIME_ERRORS.unknown],
  ])("rejects %s with %s", (input, message) => {
    expect(() => parseDateTime(input)).toThrow(new DateTimeParseError(message, input));
    expect(() => parseDateTime(input)).toThrow(DateTimeParseError);
  });

  it("tells milliseconds from seconds at 1e12", () => {
    expect(parseUnixTimestamp(1e12).getTime()).toBe(1e12);
    expect(parseUnixTimestamp(1e12 - 1).getTime()).toBe((1e12 - 1) * 1000);
    expect(() => parseUnixTimestamp(1e9 - 1)).toThrow(DATETIME_ERRORS.unix);
  });

  it("never throws anything but DateTimeParseError on arbitrary input, and parses the date-like part of it", { timeout: propertyTimeout(30_000) }, () => {
    let parsed = 0;
    let rejected = 0;
    const runs = propertyRuns({ seed: 20261128, numRuns: 2000 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/)), (input) => {
        const outcome = parseOrError(input);
        if (outcome instanceof Date) parsed += 1;
        else rejected += 1;
        expect(outcome).toSatisfy((value) => (value instanceof Date && !Number.isNaN(value.getTime())) || value instanceof DateTimeParseError);
      }),
      runs,
    );
    // A property whose inputs all failed to parse would say nothing about parsed dates: a quarter of the inputs start
    // like a date, and with the fixed seed 131 of the 2000 parse.
    expect(parsed).toBeGreaterThanOrEqual(runs.numRuns / 20);
    expect(rejected).toBeGreaterThan(0);
  });

  it("round-trips every valid 'YYYY-MM-DD HH:MM:SS'", { timeout: propertyTimeout(30_000) }, () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }), (date) => {
        const text = date.toISOString().slice(0, 19).replace("T", " ");
        expect(parseDateTime(text).toISOString().slice(0, 19)).toBe(date.toISOString().slice(0, 19));
      }),
      propertyRuns({ seed: 20261129, numRuns: 100 }),
    );
  });
});
