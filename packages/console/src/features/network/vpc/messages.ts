import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** A VPC network's page: its details, members, name, default and deletion. */
export const networkVpcMessages = defineCatalogue("networkVpc", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
