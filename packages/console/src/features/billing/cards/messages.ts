import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The cards' texts: the account's cards, adding, verifying and deleting one, and their toasts. */
export const cardsMessages = defineCatalogue("billing.cards", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The cards' translate function. */
export type CardsT = Translate<MessageId<typeof cardsMessages>>;
