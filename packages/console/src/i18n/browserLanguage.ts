// What the console keeps of its language in the page and the browser, apart from the message runtime: the login
// screen uses these before (and without) the signed-in console's catalogues.
import { textDirection, type Language } from "./languages";

/** Where this browser keeps the language picked before there was a profile to save it in. */
export const REMEMBERED_LANGUAGE_KEY = "cloudconsole.language";

/** `<html lang>` and `dir` follow the language, so screen readers, hyphenation and fonts pick the right one. */
export function applyDocumentLanguage(language: Language, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.lang = language;
  root.dir = textDirection(language);
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
