// A firewall's rules as clients send them (the documentation's JSON, bapung-go's captured console request,
// inspace-kube's updates that send existing rule uuids back), checked and made into the rules the API answers.
import type { FirewallRule } from "@cloudconsole/sdk";
import { fieldOf } from "./bodyLists.js";

const DIRECTIONS = ["inbound", "outbound"] as const;
const PROTOCOLS = ["tcp", "udp", "icmp", "any"] as const;
const SPEC_TYPES = ["any", "ip_prefixes"] as const;

/** An IPv4 address, or a prefix such as `10.0.0.0/24`. */
const IPV4_PREFIX = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/([12]?\d|3[0-2]))?$/;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((v) => v === value);
}

/** A port as sent: absent or null is none; a whole number from 0 to 65535 (0 is every port); anything else is wrong. */
function portOf(value: unknown): number | null | "invalid" {
  if (value === undefined || value === null || value === "") return null;
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : "invalid";
}

/**
 * The rules a request sends, each with its uuid (an existing rule's when the request names one, so it keeps its
 * identity, else a new one), or the first problem with them as a message for a 400.
 */
export function readFirewallRules(items: unknown[], existing: readonly FirewallRule[], newUuid: () => string): FirewallRule[] | string {
  const rules: FirewallRule[] = [];
  for (const [index, item] of items.entries()) {
    const where = `rules[${index}]`;
    const direction = oneOf(DIRECTIONS, fieldOf(item, "direction"));
    if (!direction) return `${where}.direction must be inbound or outbound.`;
    const protocol = oneOf(PROTOCOLS, fieldOf(item, "protocol"));
    if (!protocol) return `${where}.protocol must be one of ${PROTOCOLS.join(", ")}.`;
    const portStart = portOf(fieldOf(item, "port_start"));
    const portEnd = portOf(fieldOf(item, "port_end"));
    if (portStart === "invalid" || portEnd === "invalid") return `${where}: ports must be whole numbers from 0 to 65535.`;
    if (portStart !== null && portEnd !== null && portEnd < portStart) return `${where}.port_end must not be below port_start.`;
    // Without a type a rule covers every address, as the console's own request does (endpoint_spec_type any).
    const sentType = fieldOf(item, "endpoint_spec_type");
    const specType = sentType === undefined ? "any" : oneOf(SPEC_TYPES, sentType);
    if (!specType) return `${where}.endpoint_spec_type must be any or ip_prefixes.`;
    const spec = fieldOf(item, "endpoint_spec");
    const prefixes = Array.isArray(spec) ? spec : [];
    if (specType === "ip_prefixes" && (prefixes.length === 0 || !prefixes.every((p) => typeof p === "string" && IPV4_PREFIX.test(p))))
      return `${where}.endpoint_spec must list IPv4 addresses or prefixes (such as 10.0.0.0/24) when endpoint_spec_type is ip_prefixes.`;
    const sentUuid = fieldOf(item, "uuid");
    const kept = existing.find((rule) => rule.uuid === sentUuid);
    const description = fieldOf(item, "description");
    rules.push({
      uuid: kept?.uuid ?? newUuid(),
      direction,
      protocol,
      port_start: portStart,
      port_end: portEnd,
      endpoint_spec_type: specType,
      endpoint_spec: specType === "ip_prefixes" ? prefixes.map(String) : [],
      description: typeof description === "string" ? description : null,
    });
  }
  return rules;
}
