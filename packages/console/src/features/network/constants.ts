/** A forwarding rule's protocol: the API forwards TCP only. */
export const RULE_PROTOCOL = "TCP";

/** A rule's connection limit when none is given. */
export const DEFAULT_CONNECTION_LIMIT = 10000;

/**
 * The title a VM's network tab shows when its firewalls fail to load. It lives in the signed-in base (the feature's
 * index exports it), so it stays out of the network catalogue, whose English would otherwise join that base.
 */
export const FIREWALL_FAILURE = {
  list: "Failed to load firewalls",
} as const;
