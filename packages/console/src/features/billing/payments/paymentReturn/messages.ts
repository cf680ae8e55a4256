import { defineCatalogue, type MessageId, type Translate } from "../../../../i18n";
import english from "./locales/en.json";

/** The payment return page's texts: what came of the payment the processor sent the customer back from. */
export const paymentReturnMessages = defineCatalogue("billing.paymentReturn", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The payment return page's translate function. */
export type PaymentReturnT = Translate<MessageId<typeof paymentReturnMessages>>;
