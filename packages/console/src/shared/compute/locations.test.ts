import { describe, expect, it } from "vitest";
import type { Location } from "@cloudconsole/sdk";
import { creatableLocationOrder, defaultCreateLocation, enabledLocations } from "./locations";

const location = (slug: string, order_nr: number, extra: Partial<Location> = {}): Location => ({ slug, display_name: slug, order_nr, is_default: false, country_code: "est", ...extra });

describe("locations", () => {
  const all = [location("jkt01", 4, { is_preferred: true }), location("tll", 1, { is_default: true, is_preferred: true }), location("trtu", 3, { create_resource_disabled: true }), location("jhv", 2)];

  it("offers the configuration's locations in display order", () => {
    expect(enabledLocations({ locations: ["jhv", "tll"] }, all).map((l) => l.slug)).toEqual(["tll", "jhv"]);
    expect(enabledLocations({}, all).map((l) => l.slug)).toEqual(["tll", "jhv", "trtu", "jkt01"]);
  });

  it("hides unpublished locations", () => {
    expect(enabledLocations({}, [location("x", 1, { is_published: false })])).toEqual([]);
  });

  it("puts preferred locations first for creating", () => {
    expect(creatableLocationOrder(all).map((l) => l.slug)).toEqual(["tll", "jkt01", "jhv", "trtu"]);
  });

  it.each([
    ["the default location", all, "tll"],
    ["a preferred one when the default takes no new resources", [location("tll", 1, { is_default: true, create_resource_disabled: true }), location("jhv", 2), location("jkt01", 4, { is_preferred: true })], "jkt01"],
    ["the first open one otherwise", [location("trtu", 1, { create_resource_disabled: true }), location("jhv", 2)], "jhv"],
    ["none when every location is closed", [location("trtu", 1, { create_resource_disabled: true })], undefined],
  ])("starts on %s", (_case, locations, expected) => expect(defaultCreateLocation(locations)?.slug).toBe(expected));
});
