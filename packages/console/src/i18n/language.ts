import { i18n, loadUsedCatalogues } from "./catalogue";
import { matchLanguage, SOURCE_LANGUAGE, textDirection, type Language } from "./languages";

/** Where this browser keeps the language picked before there was a profile to save it in. */
export const REMEMBERED_LANGUAGE_KEY = "cloudconsole.language";

/** The language the console shows now. */
export function currentLanguage(): Language {
  return (matchLanguage(i18n.locale, { pseudo: true }) ?? SOURCE_LANGUAGE);
}

/** Calls back whenever the language changes (or a catalogue arrives); returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  return i18n.on("change", listener);
}

/** `<html lang>` and `dir` follow the language, so screen readers, hyphenation and fonts pick the right one. */
export function applyDocumentLanguage(language: Language, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.lang = language;
  root.dir = textDirection(language);
}

let switching: Promise<void> = Promise.resolve();

/**
 * Shows the console in a language: the catalogues of the screens used so far are loaded first (only that language's
 * chunks), then every text changes at once, without a reload. Switches run in the order asked.
 */
export function setLanguage(language: Language): Promise<void> {
  switching = switching
    .catch(() => undefined)
    .then(() => loadUsedCatalogues(language))
    .then(() => {
      if (i18n.locale !== language) i18n.activate(language);
      applyDocumentLanguage(language);
    });
  return switching;
}

/** The language picked on this browser before signing in, if any. */
export function rememberedLanguage(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(REMEMBERED_LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a language picked before there is a profile to save it in (private windows may refuse: then it is not kept). */
export function rememberLanguage(language: Language, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(REMEMBERED_LANGUAGE_KEY, language);
  } catch {
    // Nothing to keep it in: the choice holds for this page only.
  }
}
