import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The promotions' texts: an account's promotions, campaign codes and the referral link. */
export const promotionsMessages = defineCatalogue("billing.promotions", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The promotions' translate function. */
export type PromotionsT = Translate<MessageId<typeof promotionsMessages>>;
