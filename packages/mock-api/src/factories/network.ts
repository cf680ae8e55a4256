// Private networks, floating IPs, load balancers and firewalls.
import type { StoredFirewall, StoredIp, StoredLoadBalancer, StoredNetwork } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { formatDt } from "./time.js";

/** A private network; `index` picks its subnet and VLAN. */
export function makeNetwork(ctx: FactoryContext, location: string, index: number, overrides: Partial<StoredNetwork> = {}): StoredNetwork {
  const vlan = 100 + index;
  return {
    uuid: ctx.rng.uuid(),
    location,
    user_id: ctx.userId,
    name: index === 0 ? "Default network" : `network-${index}`,
    type: "private",
    subnet: `10.1.${vlan}.0/24`,
    subnet_ipv6: `2a05:1cc0:10:30::${vlan}:0/112`,
    vlan_id: vlan,
    is_default: index === 0,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    ...overrides,
  };
}

/** An unassigned public floating IP. */
export function makeFloatingIp(ctx: FactoryContext, location: string, billingAccountId: number, overrides: Partial<StoredIp> = {}): StoredIp {
  return {
    id: ctx.nextId(),
    uuid: ctx.rng.uuid(),
    location,
    address: `185.${ctx.rng.int(16, 31)}.${ctx.rng.int(0, 255)}.${ctx.rng.int(2, 254)}`,
    name: "",
    type: "public",
    enabled: true,
    is_ipv6: false,
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    network_id: null,
    is_deleted: false,
    is_virtual: false,
    assigned_to: null,
    assigned_to_resource_type: null,
    assigned_to_private_ip: null,
    unassigned_at: null,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    ...overrides,
  };
}

/** A load balancer with no rules or targets. */
export function makeLoadBalancer(
  ctx: FactoryContext,
  location: string,
  billingAccountId: number,
  networkUuid: string,
  overrides: Partial<StoredLoadBalancer> = {},
): StoredLoadBalancer {
  return {
    uuid: ctx.rng.uuid(),
    location,
    display_name: "load-balancer",
    network_uuid: networkUuid,
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    private_address: `10.1.100.${ctx.rng.int(2, 254)}`,
    is_deleted: false,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    forwarding_rules: [],
    targets: [],
    ...overrides,
  };
}

/** A firewall that lets nothing in and guards no VM yet; rules are added by the caller. */
export function makeFirewall(ctx: FactoryContext, location: string, billingAccountId: number, overrides: Partial<StoredFirewall> = {}): StoredFirewall {
  return {
    id: ctx.nextId(),
    uuid: ctx.rng.uuid(),
    location,
    display_name: "firewall",
    description: null,
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    rules: [],
    vm_uuids: [],
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    ...overrides,
  };
}
