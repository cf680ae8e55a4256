import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The prices' texts: a size's monthly price. */
export const pricingMessages = defineCatalogue("pricing", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Its translate function. */
export type PricingT = Translate<MessageId<typeof pricingMessages>>;
