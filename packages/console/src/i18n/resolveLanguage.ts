import { COMPLETE_LANGUAGES, matchLanguage, SOURCE_LANGUAGE, type Language } from "./languages";

/** Where a language can come from, strongest first. */
export interface LanguageSources {
  /** The customer's profile `lang`: their own choice, saved with the account. */
  profile?: string | null;
  /** What was picked on this browser before there was a profile (the login screen's switch). */
  remembered?: string | null;
  /** The site's `siteLanguage`. */
  site?: string | null;
  /** The browser's languages (`navigator.languages`), most preferred first. */
  browser?: readonly string[];
  /** Whether the pseudo-language may be chosen (development and Storybook). */
  pseudo?: boolean;
}

/**
 * The console's language: the profile's when set, else the one remembered from the login screen, else the site's,
 * else the first of the browser's the console speaks, else English. The site's and the browser's are followed only
 * into a language the console speaks on every screen; a customer's own choice is always followed.
 */
export function resolveLanguage({ profile, remembered, site, browser = [], pseudo = false }: LanguageSources, complete: readonly Language[] = COMPLETE_LANGUAGES): Language {
  const chosen = matchLanguage(profile, { pseudo }) ?? matchLanguage(remembered, { pseudo });
  if (chosen) return chosen;
  for (const tag of [site, ...browser]) {
    const language = matchLanguage(tag);
    if (language && complete.includes(language)) return language;
  }
  return SOURCE_LANGUAGE;
}
