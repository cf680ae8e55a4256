import { useCallback, useSyncExternalStore } from "react";
import { i18n, isCatalogueLoaded, loadCatalogue, registerCatalogue, type Catalogue, type MessageValues } from "./catalogue";
import { currentLanguage, onLanguageChange } from "./language";
import { SOURCE_LANGUAGE, type Language } from "./languages";

/** A catalogue's message by id, its placeholders filled: `t("keysCount", { count: 3 })`. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** The language the console shows, re-rendering when it changes. */
export function useLanguage(): Language {
  // Rendered on the server (the prerendered login shell), the console is in English, its source language.
  return useSyncExternalStore(onLanguageChange, currentLanguage, () => SOURCE_LANGUAGE);
}

/**
 * The messages of one catalogue in the console's language. The first screen of a feature shown in a language
 * suspends until that language's chunk of the catalogue has arrived; English never waits.
 */
export function useT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  const language = useLanguage();
  registerCatalogue(catalogue);
  // Suspends by throwing the load, as TanStack Query's suspense hooks do, rather than with use(): React replays a
  // component that suspended in use() once the promise settles, and on that replay (the chunk now in, so no use()
  // call) it counts the component's later hooks as updates of a first render (React error 467). A thrown promise
  // makes React render the component again from the start instead.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's Suspense protocol: a thrown thenable suspends.
  if (!isCatalogueLoaded(catalogue, language)) throw loadCatalogue(catalogue, language);
  // `language` keeps the function new per language, so memoised children re-render with the new texts.
  return useCallback((id: Id, values?: MessageValues) => (language ? i18n._(`${catalogue.namespace}.${id}`, values) : id), [catalogue, language]);
}
