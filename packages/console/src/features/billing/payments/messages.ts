import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The top-up's and the payment return page's texts. */
export const paymentMessages = defineCatalogue("billing.payments", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The payments' translate function. */
export type PaymentsT = Translate<MessageId<typeof paymentMessages>>;
