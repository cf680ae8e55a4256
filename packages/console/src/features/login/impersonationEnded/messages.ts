import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** The texts of the screen shown when an impersonation has ended (the signed-in console's, not the login screen's). */
export const impersonationEndedMessages = defineCatalogue("impersonationEnded", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
