import { defineCatalogue, type MessageId, type Translate } from "../i18n";
import english from "./locales/en.json";

/** The words the console explains an error with where the server's own message will not do. */
export const apiMessages = defineCatalogue("api", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Its translate function. */
export type ApiT = Translate<MessageId<typeof apiMessages>>;
