import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** The network create forms' texts. */
export const networkCreateMessages = defineCatalogue("networkCreate", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
