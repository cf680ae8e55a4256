import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** Bare metal's texts. */
export const metalMessages = defineCatalogue("metal", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Bare metal's translate function. */
export type MetalT = Translate<MessageId<typeof metalMessages>>;
