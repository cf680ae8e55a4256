// The languages the console speaks. Adding one: its catalogue in every feature's locales/ folder and one line here.

/** English, the source language: its texts are the description's own and ship with each screen's code. */
export const SOURCE_LANGUAGE = "en";

/** A made-up language (accented, about 40 % longer) that shows untranslated text and tight layouts at a glance. */
export const PSEUDO_LANGUAGE = "en-XA";

/** The translated languages and how each names itself, in the order a language switch lists them. */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "id", name: "Bahasa Indonesia" },
  { code: "th", name: "ไทย" },
  { code: "et", name: "Eesti" },
  { code: "bn", name: "বাংলা" },
] as const;

export type TranslatedLanguage = (typeof LANGUAGES)[number]["code"];
export type Language = TranslatedLanguage | typeof PSEUDO_LANGUAGE;

/**
 * The languages whose catalogues cover every screen: the site's and the browser's language are followed only into
 * one of these, so a customer is never put into a console that is half in another language. A language still being
 * translated is used when the customer picks it.
 */
export const COMPLETE_LANGUAGES: readonly Language[] = ["en", "id", "th", "et", "bn"];

/** Whether a value is one of the console's languages (the pseudo-language only where it is offered). */
export function isLanguage(value: string, { pseudo = false } = {}): value is Language {
  return LANGUAGES.some((language) => language.code === value) || (pseudo && value === PSEUDO_LANGUAGE);
}

/**
 * The console's language for a language tag as profiles, configurations and browsers write them ('id', 'ID',
 * 'id-ID', 'en_GB'), or undefined when the console does not speak it.
 */
export function matchLanguage(tag: string | null | undefined, options?: { pseudo?: boolean }): Language | undefined {
  if (!tag) return undefined;
  const normal = tag.trim().replace(/_/g, "-");
  if (options?.pseudo && normal.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
  const base = normal.split("-")[0]?.toLowerCase() ?? "";
  return isLanguage(base) ? base : undefined;
}

/** Which way a language's script runs, from Intl where the browser knows it ('rtl' for Arabic, Hebrew, Persian…). */
export function textDirection(language: string): "ltr" | "rtl" {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === "rtl" ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

/**
 * The locale numbers and dates are written in: the site's own (its `siteLocale`) when the customer reads the site's
 * language or English, the source language; otherwise the customer's language in the site's region ('th-ID').
 */
export function formatLocale(language: Language, siteLocale: string): string {
  const [siteLanguage, ...rest] = siteLocale.split("-");
  if (language === PSEUDO_LANGUAGE || language === SOURCE_LANGUAGE || language === siteLanguage?.toLowerCase()) return siteLocale;
  const region = rest.find((part) => /^([A-Z]{2}|\d{3})$/.test(part));
  return region ? `${language}-${region}` : language;
}
