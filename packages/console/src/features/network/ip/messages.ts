import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** A Floating IP's page: its details, assignment, name and deletion. */
export const networkIpMessages = defineCatalogue("networkIp", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
