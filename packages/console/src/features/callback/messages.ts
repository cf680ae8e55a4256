import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The login callback's texts: logging in, its errors, switching account and the email verification's outcome. */
export const callbackMessages = defineCatalogue("callback", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The callback's translate function. */
export type CallbackT = Translate<MessageId<typeof callbackMessages>>;

/** Stands for a name inside a sentence, where the screen then puts it as a resource name. */
export const NAME_MARK = "\u0000";
