import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The design system's own words (dialogs' buttons, tables' empty text and sort, copy buttons…) in the console's language. */
export const uiTextMessages = defineCatalogue("uiTexts", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The design system's translate function. */
export type UiTextsT = Translate<MessageId<typeof uiTextMessages>>;
