import { defineCatalogue } from "../../../i18n";
import english from "./locales/en.json";

/** A firewall's page (its details, rules, virtual machines, name and deletion) and a VM's firewalls card. */
export const networkFirewallMessages = defineCatalogue("networkFirewall", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));
