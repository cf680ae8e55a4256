// The network forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { messageId } from "./messageId";
import { parseAddresses, parsePorts, takesPorts } from "./firewallRule";

/** A name the forms ask for: required, trimmed. */
// Messages are the catalogue's ids: the forms show them in the customer's language (useFieldError).
const REQUIRED_MESSAGE = messageId("invalid.required");
const requiredName = z.string().trim().min(1, REQUIRED_MESSAGE);
const requiredChoice = z.string().min(1, REQUIRED_MESSAGE);

const PORT_MESSAGE = messageId("invalid.port");
const CONNECTION_LIMIT_MESSAGE = messageId("invalid.connectionLimit");

const port = z
  .string()
  .trim()
  .regex(/^\d+$/, PORT_MESSAGE)
  .refine((value) => Number(value) >= 1 && Number(value) <= 65535, PORT_MESSAGE);

/** One forwarding rule as typed: TCP ports 1–65535, a connection limit of at least 1, and whether connections stick to their source IP. */
export const ruleSchema = z.object({
  sourcePort: port,
  targetPort: port,
  connectionLimit: z.string().trim().regex(/^[1-9]\d*$/, CONNECTION_LIMIT_MESSAGE),
  sourceIpPersistence: z.boolean(),
});
export type RuleValues = z.infer<typeof ruleSchema>;

const lbSchema = z.object({
  name: requiredName,
  location: requiredChoice,
  billingAccountId: requiredChoice,
  networkUuid: requiredChoice,
  rules: z.array(ruleSchema).min(1, messageId("invalid.noForwardingRules")),
  targets: z.array(z.string()),
  reservePublicIp: z.boolean(),
});
export type LbValues = z.infer<typeof lbSchema>;

const ipSchema = z.object({ location: requiredChoice, billingAccountId: requiredChoice, name: z.string().trim() });
export type IpValues = z.infer<typeof ipSchema>;

const vpcSchema = z.object({ name: requiredName, location: requiredChoice });
export type VpcValues = z.infer<typeof vpcSchema>;

const FIREWALL_PORTS_MESSAGE = messageId("invalid.firewallPorts");
const FIREWALL_ADDRESSES_MESSAGE = messageId("invalid.firewallAddresses");
const FIREWALL_NO_RULES_MESSAGE = messageId("invalid.noFirewallRules");

/** One firewall rule as typed: ports only for TCP and UDP; addresses as IPv4 addresses or prefixes. */
const firewallRuleSchema = z
  .object({
    uuid: z.string(),
    direction: z.enum(["inbound", "outbound"]),
    protocol: z.enum(["tcp", "udp", "icmp", "any"]),
    ports: z.string(),
    addresses: z.string().refine((value) => parseAddresses(value) !== "invalid", FIREWALL_ADDRESSES_MESSAGE),
  })
  .refine((rule) => !takesPorts(rule.protocol) || parsePorts(rule.ports) !== "invalid", { message: FIREWALL_PORTS_MESSAGE, path: ["ports"] });
const firewallRulesSchema = z.array(firewallRuleSchema).min(1, FIREWALL_NO_RULES_MESSAGE);

const firewallSchema = z.object({ name: requiredName, location: requiredChoice, billingAccountId: requiredChoice, description: z.string().trim(), rules: firewallRulesSchema });
export type FirewallValues = z.infer<typeof firewallSchema>;
const firewallRulesFormSchema = z.object({ rules: firewallRulesSchema });
export type FirewallRulesValues = z.infer<typeof firewallRulesFormSchema>;

const nameSchema = z.object({ name: z.string().trim() });
const requiredNameSchema = z.object({ name: requiredName });

export const ruleResolver = zodResolver(ruleSchema);
export const lbResolver = zodResolver(lbSchema);
export const ipResolver = zodResolver(ipSchema);
export const vpcResolver = zodResolver(vpcSchema);
export const firewallResolver = zodResolver(firewallSchema);
export const firewallRulesResolver = zodResolver(firewallRulesFormSchema);
export const nameResolver = zodResolver(nameSchema);
export const requiredNameResolver = zodResolver(requiredNameSchema);
