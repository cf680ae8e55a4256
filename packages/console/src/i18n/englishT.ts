import { setupI18n, type I18n } from "@lingui/core";
import type { Catalogue, CompiledMessages, MessageValues } from "./catalogue";
import { SOURCE_LANGUAGE } from "./languages";
import type { Translate } from "./useT";

const readers = new WeakMap<Catalogue<string>, I18n>();

/**
 * A catalogue's messages in English, whatever language the console shows: for what must also be found by its
 * English words (the search matches "virtual machine" and "firewall" in every language). English ships with the
 * catalogue, so nothing is loaded.
 */
export function englishT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  let reader = readers.get(catalogue);
  if (!reader) {
    reader = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: catalogue.english as CompiledMessages } });
    readers.set(catalogue, reader);
  }
  const english = reader;
  return (id: Id, values?: MessageValues) => english._(id, values);
}
