// A firewall rule as a form holds it (ports and addresses as typed) and as the API takes and answers it.
import type { FirewallDirection, FirewallProtocol, FirewallRule, FirewallRuleInput } from "@cloudconsole/sdk";
import type { NetworkT } from "./messages";

/** One rule as typed: ports as "22" or "8000-8100" (empty for every port), addresses comma-separated (empty for any). */
export interface FirewallRuleValues {
  /** The rule's uuid when it exists already (sent back so it keeps it), else empty. */
  uuid: string;
  direction: FirewallDirection;
  protocol: FirewallProtocol;
  ports: string;
  addresses: string;
}

/** Each direction's name in the customer's language. */
export function directionLabels(t: NetworkT): Record<FirewallDirection, string> {
  return { inbound: t("rule.inbound"), outbound: t("rule.outbound") };
}

/** Each protocol's name: the protocols' own codes, and "Any protocol" in the customer's language. */
export function protocolLabels(t: NetworkT): Record<FirewallProtocol, string> {
  return { tcp: "TCP", udp: "UDP", icmp: "ICMP", any: t("rule.anyProtocol") };
}

export const emptyFirewallRule: FirewallRuleValues = { uuid: "", direction: "inbound", protocol: "tcp", ports: "", addresses: "" };

/** Only TCP and UDP have ports; a rule of another protocol covers all of its traffic. */
export function takesPorts(protocol: FirewallProtocol): boolean {
  return protocol === "tcp" || protocol === "udp";
}

const PORT = /^\d{1,5}$/;
const IPV4_PREFIX = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/([12]?\d|3[0-2]))?$/;

/** Typed ports as a range: empty is every port (null); a port or a range within 1–65535, low to high; else "invalid". */
export function parsePorts(text: string): { start: number; end: number } | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const parts = trimmed.split("-").map((part) => part.trim());
  if (parts.length > 2 || !parts.every((part) => PORT.test(part))) return "invalid";
  const start = Number(parts[0]);
  const end = Number(parts[1] ?? parts[0]);
  if (start < 1 || end > 65535 || end < start) return "invalid";
  return { start, end };
}

/** Typed addresses as a list: empty is any address ([]); IPv4 addresses or prefixes separated by commas or spaces; else "invalid". */
export function parseAddresses(text: string): string[] | "invalid" {
  const addresses = text.split(/[\s,]+/).filter(Boolean);
  return addresses.every((address) => IPV4_PREFIX.test(address)) ? addresses : "invalid";
}

/** What the API is sent for a rule typed into a form (checked by the form's rules first). */
export function firewallRuleInput(values: FirewallRuleValues): FirewallRuleInput {
  const ports = takesPorts(values.protocol) ? parsePorts(values.ports) : null;
  const addresses = parseAddresses(values.addresses);
  const prefixes = addresses === "invalid" ? [] : addresses;
  return {
    ...(values.uuid ? { uuid: values.uuid } : {}),
    direction: values.direction,
    protocol: values.protocol,
    port_start: ports === null || ports === "invalid" ? null : ports.start,
    port_end: ports === null || ports === "invalid" ? null : ports.end,
    endpoint_spec_type: prefixes.length > 0 ? "ip_prefixes" : "any",
    endpoint_spec: prefixes,
  };
}

/** A rule the API answers, as a form edits it. */
export function firewallRuleValues(rule: FirewallRule): FirewallRuleValues {
  return { uuid: rule.uuid, direction: rule.direction, protocol: rule.protocol, ports: takesPorts(rule.protocol) ? rulePorts(rule, "") : "", addresses: ruleAddresses(rule, "") };
}

/** A rule's ports as people write them ("22", "8000-8100"), or `every` when it covers all (no port, or 0). */
export function rulePorts(rule: Pick<FirewallRule, "port_start" | "port_end">, every: string): string {
  const start = rule.port_start ?? 0;
  const end = rule.port_end ?? start;
  if (start === 0) return every;
  return end === start ? String(start) : `${start}-${end}`;
}

/** A rule's addresses, comma-separated, or `any` when it covers every address. */
export function ruleAddresses(rule: Pick<FirewallRule, "endpoint_spec_type" | "endpoint_spec">, any: string): string {
  const prefixes = rule.endpoint_spec ?? [];
  return rule.endpoint_spec_type === "ip_prefixes" && prefixes.length > 0 ? prefixes.join(", ") : any;
}
