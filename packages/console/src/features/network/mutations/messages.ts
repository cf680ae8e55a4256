import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** What the Floating IP, VPC and load balancer changes say: their toasts and failure titles. */
export const networkMutationMessages = defineCatalogue("networkMutations", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
