import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The managed service create form's texts, its rules' messages among them. */
export const serviceCreateMessages = defineCatalogue("serviceCreate", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The create form's translate function, which its rules are built with. */
export type ServiceCreateT = Translate<MessageId<typeof serviceCreateMessages>>;
