import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The overview's texts. */
export const homeMessages = defineCatalogue("home", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The overview's translate function. */
export type HomeT = Translate<MessageId<typeof homeMessages>>;
