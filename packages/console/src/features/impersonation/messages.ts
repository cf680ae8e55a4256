import { defineCatalogue } from "../../i18n";
import english from "./locales/en.json";

/** The texts of acting as another account owner: the banner and the start's toasts. */
export const impersonationMessages = defineCatalogue("impersonation", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
