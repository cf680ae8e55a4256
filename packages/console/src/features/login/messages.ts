import { defineLoginCatalogue, type LoginTranslate } from "./loginCatalogue";
import english from "./locales/en.json";

/** The login screen's own texts (the identity provider's forms have theirs). */
export const loginMessages = defineLoginCatalogue(english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The login screen's translate function. */
export type LoginT = LoginTranslate<keyof typeof english>;
