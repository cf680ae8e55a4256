import { describe, expect, it } from "vitest";
import { formatLocale, matchLanguage, textDirection } from "./languages";
import { pseudoMessages, pseudoText } from "./pseudo";
import { resolveLanguage } from "./resolveLanguage";

describe("resolveLanguage", () => {
  it.each([
    [{ profile: "id", remembered: "th", site: "en", browser: ["et"] }, "id"],
    [{ profile: "ID-id", site: "en" }, "id"],
    [{ profile: "", remembered: "bn", site: "en" }, "bn"],
    [{ profile: "de", remembered: "et" }, "et"],
    [{ site: "en", browser: ["th-TH"] }, "en"],
    [{ site: "id", browser: ["th"] }, "id"],
    [{ site: "ID", browser: ["th"] }, "id"],
    [{ site: "de", browser: ["fr-FR", "th-TH", "en-GB"] }, "th"],
    [{ site: "de", browser: ["fr-FR", "en-GB"] }, "en"],
    [{}, "en"],
    [{ profile: "en-XA" }, "en"],
    [{ profile: "en-XA", pseudo: true }, "en-XA"],
  ] as const)("from %j reads %s", (sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });

  it("follows the site's and the browser's language only into a language every screen speaks", () => {
    const complete = ["en", "th"] as const;
    expect(resolveLanguage({ site: "id", browser: ["et", "th"] }, complete)).toBe("th");
    expect(resolveLanguage({ site: "id", browser: ["et"] }, complete)).toBe("en");
    // A customer's own choice is followed into any language.
    expect(resolveLanguage({ remembered: "id", site: "th" }, complete)).toBe("id");
  });
});

describe("languages", () => {
  it.each([
    ["id", "id"],
    ["ID", "id"],
    ["th_TH", "th"],
    ["et-EE", "et"],
    ["bn-BD", "bn"],
    ["ja", undefined],
    ["", undefined],
    [null, undefined],
  ])("matches %s to %s", (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it.each([
    ["en", "id-ID", "id-ID"],
    ["id", "id-ID", "id-ID"],
    ["th", "id-ID", "th-ID"],
    ["bn", "en-BD", "bn-BD"],
    ["et", "de", "et"],
    ["en-XA", "en-GB", "en-GB"],
  ] as const)("writes numbers for %s on a %s site as %s", (language, siteLocale, expected) => {
    expect(formatLocale(language, siteLocale)).toBe(expected);
  });

  it("knows which way a script runs", () => {
    expect(textDirection("th")).toBe("ltr");
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("not a tag")).toBe("ltr");
  });
});

describe("the pseudo-language", () => {
  it("accents text and makes it about 40 % longer, leaving figures alone", () => {
    const text = pseudoText("Log out");
    expect(text).toMatch(/^⟦Ĺöĝ öûţ·+⟧$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil("Log out".length * 1.4));
    expect(pseudoText("100 %")).toBe("100 %");
  });

  it("keeps placeholders and plural forms working", () => {
    const messages = pseudoMessages({ keys: [["count", "plural", { one: ["#", " key"], other: ["#", " keys"] }]], hello: ["Hello ", ["name"]] });
    expect(messages.keys).toEqual([["count", "plural", { one: ["#", pseudoText(" key")], other: ["#", pseudoText(" keys")] }]]);
    expect(messages.hello).toEqual([pseudoText("Hello "), ["name"]]);
  });
});
