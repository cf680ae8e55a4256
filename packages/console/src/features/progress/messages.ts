import { defineCatalogue } from "../../i18n";
import english from "./locales/en.json";

/** The creation progress screen's texts. */
export const progressMessages = defineCatalogue("progress", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
