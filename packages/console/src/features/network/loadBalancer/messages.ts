import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** A load balancer's page: its details, forwarding rules, targets, name, billing account and deletion. */
export const networkLoadBalancerMessages = defineCatalogue("networkLoadBalancer", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
