import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The texts around a name someone typed: the warning mark of direction controls. */
export const namesMessages = defineCatalogue("names", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Its translate function. */
export type NamesT = Translate<MessageId<typeof namesMessages>>;
