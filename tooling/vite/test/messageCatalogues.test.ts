// Catalogues reach the browser compiled: no message is parsed at run time, and a broken one fails the build.
import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { CATALOGUE_FILE, compileCatalogue, messageCataloguesPlugin } from "../messageCatalogues.js";

function transform(plugin: Plugin, code: string, id: string): unknown {
  const hook = plugin.transform;
  const handler = typeof hook === "function" ? hook : hook?.handler;
  return handler?.call({} as never, code, id);
}

describe("message catalogues", () => {
  it.each([
    ["/src/features/profile/locales/en.json", true],
    ["/src/features/profile/locales/th.json?import", true],
    ["/src/features/profile/locales/en-XA.json", true],
    ["/src/features/profile/en.json", false],
    ["/src/features/profile/locales/messages.ts", false],
  ])("knows %s as a catalogue: %s", (file, expected) => {
    expect(CATALOGUE_FILE.test(file.split("?")[0] ?? "")).toBe(expected);
  });

  it("compiles text, placeholders, plurals and selects into Lingui's compiled form", () => {
    expect(compileCatalogue({ title: "Profile", greeting: "Hello {name}", keys: "{count, plural, one {# key} other {# keys}}", scheme: "{scheme, select, dark {Dark} other {Light}}" })).toEqual({
      title: ["Profile"],
      greeting: ["Hello ", ["name"]],
      keys: [["count", "plural", { one: ["#", " key"], other: ["#", " keys"] }]],
      scheme: [["scheme", "select", { dark: ["Dark"], other: ["Light"] }]],
    });
  });

  it("fails on a message that is not ICU MessageFormat, naming the file and the message", () => {
    expect(() => compileCatalogue({ broken: "{count, plural, one {# key}" }, "th.json")).toThrow(/th\.json: message 'broken' is not valid ICU MessageFormat/);
    expect(() => compileCatalogue({ notText: 3 }, "th.json")).toThrow(/message 'notText' must be a string/);
  });

  it("turns an imported catalogue into its compiled JSON and leaves other files alone", () => {
    const plugin = messageCataloguesPlugin() as Plugin;
    expect(transform(plugin, JSON.stringify({ title: "Profiil" }), "/x/locales/et.json")).toEqual({ code: JSON.stringify({ title: ["Profiil"] }), map: null });
    expect(transform(plugin, "{}", "/x/package.json")).toBeUndefined();
  });
});
