import { defineCatalogue } from "../../i18n";
import english from "./locales/en.json";

/** The shell's texts: header, navigation, menus and banners. */
export const shellMessages = defineCatalogue("shell", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
