import { defineCatalogue, type MessageId, type Translate } from "../../../../i18n";
import english from "./locales/en.json";

/** The card fields' texts, and what the card processors' adapters say in the console's own words. */
export const cardProcessorMessages = defineCatalogue("billing.cardProcessors", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The card processors' translate function. */
export type CardProcessorT = Translate<MessageId<typeof cardProcessorMessages>>;
