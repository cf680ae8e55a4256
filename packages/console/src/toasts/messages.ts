import { defineCatalogue, type MessageId, type Translate } from "../i18n";
import english from "./locales/en.json";

/** The toasts' own words: the error line, their buttons and the toaster's names. */
export const toastMessages = defineCatalogue("toasts", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The toasts' translate function. */
export type ToastT = Translate<MessageId<typeof toastMessages>>;
