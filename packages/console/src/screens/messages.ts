// The shared screens' texts: loading, errors and the frames every screen loads in. The loading and error screens are
// shown before the console knows anything (in the login screen's bundle, which does without the Lingui runtime) and
// when the network is gone, so these texts are a catalogue of the login screen's kind (compiled, read without the
// runtime): English ships with the code, another language is one chunk, and a screen never waits for it (English
// until it is there, also if it never comes).
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { defineLoginCatalogue, formatLoginMessage, loadLoginCatalogue, type LoginTranslate } from "../features/login/loginCatalogue";
import { matchLanguage, SOURCE_LANGUAGE, type Language } from "../i18n/languages";
import english from "./locales/en.json";

/** The screens' catalogue; a switch of the login screen's language loads it with the login screen's own. */
export const screensMessages = defineLoginCatalogue(english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The screens' translate function. */
export type ScreensT = LoginTranslate<keyof typeof english>;

/** The page's language, as <html lang> says: the login screen and the signed-in console both set it when they switch. */
function pageLanguage(): Language {
  return matchLanguage(globalThis.document?.documentElement.lang, { pseudo: true }) ?? SOURCE_LANGUAGE;
}

function onPageLanguageChange(listener: () => void): () => void {
  const root = globalThis.document?.documentElement;
  if (!root) return () => undefined;
  const observer = new MutationObserver(listener);
  observer.observe(root, { attributes: true, attributeFilter: ["lang"] });
  return () => observer.disconnect();
}

// Rendered on the server (the prerendered login shell), the page is in English, the source language.
const serverLanguage = (): Language => SOURCE_LANGUAGE;

/**
 * The screens' messages in the page's language. Never suspends: a language whose chunk is not here yet (or cannot
 * be fetched, the network being gone) shows English and changes once the chunk arrives.
 */
export function useScreensT(): ScreensT {
  const language = useSyncExternalStore(onPageLanguageChange, pageLanguage, serverLanguage);
  const [, arrived] = useState(0);
  const messages = screensMessages.loaded.get(language);
  useEffect(() => {
    if (messages) return;
    let current = true;
    loadLoginCatalogue(screensMessages, language).then(
      () => current && arrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, messages]);
  const shown = messages ?? screensMessages.english;
  return useCallback((id, values) => formatLoginMessage(shown[id], values), [shown]);
}
