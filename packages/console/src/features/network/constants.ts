/**
 * The failure titles of network actions. The spec's catalogue documents none for the network calls, so each names
 * the action that failed; the message under it is the API's own.
 */
export const IP_FAILURE = {
  create: "Failed to reserve Floating IP",
  update: "Failed to rename Floating IP",
  delete: "Failed to delete Floating IP",
  assign: "Failed to assign Floating IP",
  unassign: "Failed to unassign Floating IP",
} as const;

export const VPC_FAILURE = {
  create: "Failed to create VPC network",
  update: "Failed to rename VPC network",
  delete: "Failed to delete VPC network",
  makeDefault: "Failed to make VPC network the default",
} as const;

export const LB_FAILURE = {
  create: "Failed to create load balancer",
  update: "Failed to rename load balancer",
  delete: "Failed to delete load balancer",
  billingAccount: "Failed to change the load balancer's billing account",
  addRule: "Failed to add forwarding rule",
  deleteRule: "Failed to delete forwarding rule",
  addTarget: "Failed to add target",
  deleteTarget: "Failed to remove target",
} as const;

/** An ip_address is always shown as "Floating IP". */
export const FLOATING_IP = "Floating IP";

/** Why an assigned Floating IP cannot be deleted. */
export const IP_ASSIGNED_REFUSAL = "Unassign this Floating IP before deleting it.";

/** What a disabled Floating IP (`enabled` false) means to its holder: it stays reserved and billed, yet routes nothing. */
export const IP_DISABLED = "No: the address stays reserved but carries no traffic";

/** Why a VPC network with resources cannot be deleted. */
export const VPC_BUSY_REFUSAL = "This VPC network still has resources in it. Delete them or move them to another network first.";

/** Why the default VPC network cannot be deleted. */
export const VPC_DEFAULT_REFUSAL = "The default VPC network cannot be deleted. Make another network the default first.";

/** A forwarding rule's protocol: the API forwards TCP only. */
export const RULE_PROTOCOL = "TCP";

/** A rule's connection limit when none is given. */
export const DEFAULT_CONNECTION_LIMIT = 10000;

export const FIREWALL_FAILURE = {
  list: "Failed to load firewalls",
  create: "Failed to create firewall",
  update: "Failed to rename firewall",
  rules: "Failed to save firewall rules",
  delete: "Failed to delete firewall",
  attach: "Failed to attach firewall",
  detach: "Failed to detach firewall",
} as const;
