import { defineCatalogue, type MessageId, type Translate } from "../../../../i18n";
import english from "./locales/en.json";

/** The PayPal checkout's texts (PayPal's own words in its buttons and window are PayPal's). */
export const paypalMessages = defineCatalogue("billing.paypal", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The PayPal checkout's translate function. */
export type PayPalT = Translate<MessageId<typeof paypalMessages>>;
