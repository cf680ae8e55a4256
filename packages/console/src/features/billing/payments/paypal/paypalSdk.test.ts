import { describe, expect, it } from "vitest";
import { paypalLocale } from "./paypalSdk";

describe("the language of PayPal's buttons and window", () => {
  it.each([
    { language: "id", locale: "id_ID" },
    { language: "th", locale: "th_TH" },
    // English, Estonian and Bengali: PayPal chooses from the buyer's country and browser.
    { language: "en", locale: undefined },
    { language: "et", locale: undefined },
    { language: "bn", locale: undefined },
  ] as const)("is $locale for the console's $language", ({ language, locale }) => {
    expect(paypalLocale(language)).toBe(locale);
  });
});
