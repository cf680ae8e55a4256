import { applyDocumentLanguage } from "./browserLanguage";
import { i18n, loadUsedCatalogues } from "./catalogue";
import { matchLanguage, SOURCE_LANGUAGE, type Language } from "./languages";

export { applyDocumentLanguage, REMEMBERED_LANGUAGE_KEY, rememberedLanguage, rememberLanguage } from "./browserLanguage";

/** The language the console shows now. */
export function currentLanguage(): Language {
  return (matchLanguage(i18n.locale, { pseudo: true }) ?? SOURCE_LANGUAGE);
}

/** Calls back whenever the language changes (or a catalogue arrives); returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  return i18n.on("change", listener);
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
