import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The billing rules' texts other features show: the site's credit policy. */
export const sharedBillingMessages = defineCatalogue("sharedBilling", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The shared billing texts' translate function. */
export type SharedBillingT = Translate<MessageId<typeof sharedBillingMessages>>;
