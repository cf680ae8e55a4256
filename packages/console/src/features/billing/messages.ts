import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** Billing's shared texts: the billing-account choice every form has, the sidebar and the accounts' toasts. */
export const billingMessages = defineCatalogue("billing", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Billing's shared translate function. */
export type BillingT = Translate<MessageId<typeof billingMessages>>;
