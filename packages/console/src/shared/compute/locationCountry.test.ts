import { describe, expect, it } from "vitest";
import { locationCountry } from "./locationCountry";

describe("a location's country", () => {
  it.each<[string | undefined, string | undefined, ReturnType<typeof locationCountry>]>([
    ["est", "en-GB", { name: "Estonia", flag: "🇪🇪" }],
    ["IDN", "en-GB", { name: "Indonesia", flag: "🇮🇩" }],
    ["est", "et-EE", { name: "Eesti", flag: "🇪🇪" }],
    // The customer's language in the site's region, as useFormat gives it.
    ["est", "th-ID", { name: "เอสโตเนีย", flag: "🇪🇪" }],
    ["ee", "en-GB", { name: "Estonia", flag: "🇪🇪" }],
    ["xyz", "en-GB", { name: "XYZ" }],
    ["", "en-GB", undefined],
    [undefined, "en-GB", undefined],
  ])("%s in %s -> %o", (code, locale, expected) => expect(locationCountry(code, locale)).toEqual(expected));
});
