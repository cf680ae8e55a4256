import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The command palette's texts (its own chunk, loaded on the first open): the field, results, actions and statuses. */
export const searchMessages = defineCatalogue("search", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The palette's translate function. */
export type SearchT = Translate<MessageId<typeof searchMessages>>;
