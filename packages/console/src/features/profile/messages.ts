import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The profile's texts. */
export const profileMessages = defineCatalogue("profile", english, (language) => import(`./locales/${language}.json`));

/** The profile's translate function. */
export type ProfileT = Translate<MessageId<typeof profileMessages>>;
