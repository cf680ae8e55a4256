import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** The header's search field: a few words in the shell's code, apart from the palette's catalogue (its own chunk). */
export const searchLauncherMessages = defineCatalogue("searchLauncher", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
