import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** The Network page's texts: its lists' columns, searches and empty states. */
export const networkListMessages = defineCatalogue("networkLists", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
