import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The profile's texts. */
export const profileMessages = defineCatalogue("profile", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The profile's translate function. */
export type ProfileT = Translate<MessageId<typeof profileMessages>>;
