// The login screen's first language, which its route waits for: in the login form's chunk alone, as only it opens the
// screen (the catalogues' module ships with every screen).
import type { Language } from "../../i18n/languages";
import { loginLanguageShown, showLoginIn } from "./loginCatalogue";

/** A promise React's `use` reads as settled without suspending (it marks the promises it waits for the same way). */
const SHOWN: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

let opening: { language: Language; ready: Promise<void> } | undefined;

/**
 * Opens the login screen in its first language, loading that language's chunks before the screen shows: settled at
 * once when it is already shown, else the same promise until another language is opened, so a render can wait for it
 * with `use`, and a language the visitor picks on the screen afterwards is never undone by the next render.
 */
export function openLoginIn(language: Language): Promise<void> {
  // A language whose chunk fails to load leaves the screen in English, which ships with it.
  if (opening?.language !== language) opening = { language, ready: language === loginLanguageShown() ? SHOWN : showLoginIn(language).catch(() => undefined) };
  return opening.ready;
}
