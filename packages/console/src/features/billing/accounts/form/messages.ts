import { defineCatalogue } from "../../../../i18n";
import english from "./locales/en.json";

/** The billing account form's texts: creating and editing an account, its rules' messages and the referral code. */
export const accountFormMessages = defineCatalogue("billing.accounts.form", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
