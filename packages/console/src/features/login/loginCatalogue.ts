// The login screen's texts. It is the console's first paint, under the tightest budget, so it does without the
// Lingui runtime the signed-in console loads: its messages are plain text with named placeholders (no plurals or
// selects), compiled at build time like every catalogue and put together here. English ships with each part of the
// screen (and renders in Node for the prerendered shell); another language is a chunk per part, loaded when chosen.
import { useCallback, useSyncExternalStore } from "react";
// Not the i18n index: the login screen's bundle must not reach the message runtime's module.
import { applyDocumentLanguage, rememberLanguage } from "../../i18n/browserLanguage";
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type Language } from "../../i18n/languages";

/** A compiled message: text, and `[name]` where a placeholder's value goes. */
type CompiledMessage = readonly (string | readonly unknown[])[];

/** One part of the login screen's messages: English, and the other languages' files, each loaded on its own. */
export interface LoginCatalogue<Id extends string> {
  readonly english: Record<Id, CompiledMessage>;
  readonly loaded: Map<Language, Record<Id, CompiledMessage>>;
  readonly translations: Record<string, () => Promise<Record<Id, CompiledMessage>>>;
}

/** A part's translate function: a message by id, its placeholders filled (`{ owner }`). */
export type LoginTranslate<Id extends string> = (id: Id, values?: Record<string, string>) => string;

const catalogues = new Set<LoginCatalogue<string>>();
let shown: Language = SOURCE_LANGUAGE;
const listeners = new Set<() => void>();

/**
 * Declares a part's catalogue (the JSON reads as text to TypeScript; the build hands it over compiled):
 * `defineLoginCatalogue(english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }))`.
 */
export function defineLoginCatalogue<Id extends string>(english: Record<Id, unknown>, translations: Record<string, () => Promise<unknown>>): LoginCatalogue<Id> {
  const compiled = english as Record<Id, CompiledMessage>;
  const catalogue: LoginCatalogue<Id> = {
    english: compiled,
    loaded: new Map([[SOURCE_LANGUAGE, compiled]]),
    translations: translations as LoginCatalogue<Id>["translations"],
  };
  catalogues.add(catalogue);
  return catalogue;
}

/** Loads a part's messages in a language once (English is always there; the pseudo-language is made from it). */
export async function loadLoginCatalogue<Id extends string>(catalogue: LoginCatalogue<Id>, language: Language = shown): Promise<void> {
  if (catalogue.loaded.has(language)) return;
  if (language === PSEUDO_LANGUAGE) {
    const { pseudoMessages } = await import("../../i18n/pseudo");
    return void catalogue.loaded.set(language, pseudoMessages(catalogue.english));
  }
  const load = catalogue.translations[`./locales/${language}.json`];
  if (load) catalogue.loaded.set(language, await load());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the login screen in a language: every part's chunk loads first (English never waits), then the texts change at once. */
export async function showLoginIn(language: Language): Promise<void> {
  await Promise.all([...catalogues].map((catalogue) => loadLoginCatalogue(catalogue, language)));
  shown = language;
  applyDocumentLanguage(language);
  for (const listener of listeners) listener();
}

/** The visitor's pick on the login screen: shown at once and kept in this browser until there is a profile to save it in. */
export function chooseLoginLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  return showLoginIn(language);
}

// The server renders the prerendered login shell in the language shown: the build's, loaded before it renders.
const currentShown = () => shown;

/** The login screen's language now, outside a render. */
export function loginLanguageShown(): Language {
  return shown;
}

/** The login screen's language now. */
export function useLoginLanguage(): Language {
  return useSyncExternalStore(subscribe, currentShown, currentShown);
}

/** A compiled message as text, its placeholders filled from `values`. */
export function formatLoginMessage(message: CompiledMessage, values: Record<string, string> = {}): string {
  return message.map((part) => (typeof part === "string" ? part : (values[String(part[0])] ?? ""))).join("");
}

/** A part's messages in the login screen's language (English until that language's chunk has arrived). */
export function useLoginT<Id extends string>(catalogue: LoginCatalogue<Id>): LoginTranslate<Id> {
  const language = useLoginLanguage();
  const messages = catalogue.loaded.get(language) ?? catalogue.english;
  return useCallback((id: Id, values?: Record<string, string>) => formatLoginMessage(messages[id], values), [messages]);
}
