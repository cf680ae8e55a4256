import { setupI18n, type Messages } from "@lingui/core";
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type Language, type TranslatedLanguage } from "./languages";

/** A catalogue's messages as the build compiles them (Lingui's compiled ICU MessageFormat), by id. */
export type CompiledMessages = Messages;

/** The values a message's placeholders take: numbers for plurals and numbers, strings for selects and names. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * One feature's messages: English ships with its code, every other language is a chunk of its own, loaded the first
 * time a screen of the feature is shown in it.
 */
export interface Catalogue<Id extends string> {
  readonly namespace: string;
  readonly english: Record<Id, unknown>;
  /** The other languages' files, by path ('./locales/th.json'), each loaded on its own. */
  readonly translations: Record<string, () => Promise<unknown>>;
}

/** The ids of a catalogue's messages. */
export type MessageId<C> = C extends Catalogue<infer Id> ? Id : never;

/** The one Lingui instance: every catalogue's messages, each id behind its catalogue's namespace. */
export const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: {} } });

const loaded = new Map<string, Promise<void> | true>();
const registered = new Set<Catalogue<string>>();

function namespaced(namespace: string, messages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [`${namespace}.${id}`, message]));
}

/**
 * Declares a feature's catalogue: its English messages and its other languages' files, each a chunk of its own:
 * `defineCatalogue("profile", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }))`.
 */
export function defineCatalogue<Id extends string>(namespace: string, english: Record<Id, unknown>, translations: Catalogue<Id>["translations"]): Catalogue<Id> {
  i18n.load(SOURCE_LANGUAGE, namespaced(namespace, english as CompiledMessages));
  loaded.set(`${namespace} ${SOURCE_LANGUAGE}`, true);
  return { namespace, english, translations };
}

async function translation(catalogue: Catalogue<string>, language: Exclude<TranslatedLanguage, "en">): Promise<CompiledMessages> {
  const load = catalogue.translations[`./locales/${language}.json`];
  if (!load) throw new Error(`The ${catalogue.namespace} catalogue has no locales/${language}.json`);
  return (await load()) as CompiledMessages;
}

async function fetchMessages(catalogue: Catalogue<string>, language: Language): Promise<CompiledMessages> {
  if (language === PSEUDO_LANGUAGE) {
    const { pseudoMessages } = await import("./pseudo");
    return pseudoMessages(catalogue.english as CompiledMessages);
  }
  if (language === SOURCE_LANGUAGE) return catalogue.english as CompiledMessages;
  return translation(catalogue, language);
}

/** Whether a catalogue's messages in a language are there to use now. */
export function isCatalogueLoaded(catalogue: Catalogue<string>, language: Language): boolean {
  return loaded.get(`${catalogue.namespace} ${language}`) === true;
}

/** Remembers that a screen uses a catalogue, so a switch of language loads it before the switch is shown. */
export function registerCatalogue(catalogue: Catalogue<string>): void {
  registered.add(catalogue);
}

/**
 * Loads a catalogue in a language once (a failed load is tried again next time). */
export function loadCatalogue(catalogue: Catalogue<string>, language: Language): Promise<void> {
  registerCatalogue(catalogue);
  const key = `${catalogue.namespace} ${language}`;
  const known = loaded.get(key);
  if (known === true) return Promise.resolve();
  if (known) return known;
  const loading = fetchMessages(catalogue, language).then(
    (messages) => {
      i18n.load(language, namespaced(catalogue.namespace, messages));
      loaded.set(key, true);
    },
    (error: unknown) => {
      loaded.delete(key);
      throw error;
    },
  );
  loaded.set(key, loading);
  return loading;
}

/** Loads, in a language, every catalogue the console has used so far. */
export function loadUsedCatalogues(language: Language): Promise<void> {
  return Promise.all([...registered].map((catalogue) => loadCatalogue(catalogue, language))).then(() => undefined);
}
