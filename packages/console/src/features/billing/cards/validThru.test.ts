import { describe, expect, it } from "vitest";
import { validThruMonth } from "./validThru";

describe("a card's valid-thru month", () => {
  it.each([
    // The last second of August 2039 in UTC stays August wherever the visitor is.
    [Date.UTC(2039, 8, 1) / 1000 - 1, "en-GB", "Aug 2039"],
    [Date.UTC(2030, 11, 31) / 1000, "en-US", "Dec 2030"],
    ["2031-03-31 23:59:59", "en-GB", "Mar 2031"],
    [Date.UTC(2039, 8, 1) / 1000 - 1, "de-DE", "Aug. 2039"],
    [undefined, "en-GB", undefined],
    ["soon", "en-GB", undefined],
  ] as const)("%s in %s reads %s", (value, locale, text) => expect(validThruMonth(value, locale)).toBe(text));
});
