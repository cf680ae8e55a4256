import { defineCatalogue, type MessageId, type Translate } from "../i18n";
import english from "./locales/en.json";

/** The forms' own words: the checks' messages where a form's rules give none. */
export const formsMessages = defineCatalogue("forms", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Its translate function. */
export type FormsT = Translate<MessageId<typeof formsMessages>>;
