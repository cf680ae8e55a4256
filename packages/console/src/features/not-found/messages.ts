import { defineCatalogue } from "../../i18n";
import english from "./locales/en.json";

/** The not-found screen's texts. */
export const notFoundMessages = defineCatalogue("notFound", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
