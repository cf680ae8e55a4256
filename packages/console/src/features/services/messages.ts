import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The managed services' shared texts: the list, catalogue and sidebar, statuses, and the services' toasts. */
export const servicesMessages = defineCatalogue("services", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The managed services' translate function, which the status labels are made with. */
export type ServicesT = Translate<MessageId<typeof servicesMessages>>;
