import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The display categories' and resource types' names: the navigation, the home screen and the search say them. */
export const resourceWordMessages = defineCatalogue("resourceWords", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The resource words' translate function. */
export type ResourceWordsT = Translate<MessageId<typeof resourceWordMessages>>;
