import { defineLoginCatalogue } from "../loginCatalogue";
import english from "./locales/en.json";

/** The identity provider's forms' texts, in their chunk: a site that signs in with API keys never loads them. */
export const identityProviderFormsMessages = defineLoginCatalogue(english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
