import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** The billing accounts' texts: the list, an account's page and state, its details and the account form. */
export const accountsMessages = defineCatalogue("billing.accounts", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
