import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The money history's texts: invoices (in the provider's word), an invoice's page, credit history and usage. */
export const historyMessages = defineCatalogue("billing.history", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The money history's translate function. */
export type HistoryT = Translate<MessageId<typeof historyMessages>>;
