import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The Compute list's and sidebar's texts. */
export const computeMessages = defineCatalogue("compute", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The Compute list's translate function. */
export type ComputeT = Translate<MessageId<typeof computeMessages>>;
