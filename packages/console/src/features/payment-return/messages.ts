import { defineCatalogue } from "../../i18n";
import english from "./locales/en.json";

/** The payment return page's texts. */
export const paymentReturnMessages = defineCatalogue("paymentReturn", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
