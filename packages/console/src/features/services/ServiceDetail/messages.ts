import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** A managed service's page: connection, resources, secrets, allowed addresses and settings. */
export const serviceDetailMessages = defineCatalogue("serviceDetail", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The service page's translate function, which the address check is made with. */
export type ServiceDetailT = Translate<MessageId<typeof serviceDetailMessages>>;
