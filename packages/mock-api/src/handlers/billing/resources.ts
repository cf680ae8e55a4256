// What a billing account pays for in a location, and the pricing policy the published API describes prices with.
import type { PricingPolicyItem } from "@cloudconsole/sdk";
import { priceList } from "../../config/catalog.js";
import { serveVm } from "../../serializers/compute.js";
import type { MockState } from "../../store/state.js";
import { callerOf, resolveAccount, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { queryInt, type DomainHandlers } from "../http.js";
import { vmOwner } from "../owners.js";

/** How each price list's resource type is named in the policy (its type and the uptime it charges), as documented. */
const POLICY_NAMES: Readonly<Record<string, { resourceType: string; serviceNameInUptime?: string }>> = {
  STORAGE: { resourceType: "STORAGE", serviceNameInUptime: "main" },
  BLOCK_STORAGE_BACKUP: { resourceType: "STORAGE", serviceNameInUptime: "backup" },
  BLOCK_STORAGE_SNAPSHOT: { resourceType: "STORAGE", serviceNameInUptime: "snapshot" },
  WINDOWS_LICENSE: { resourceType: "LICENSE", serviceNameInUptime: "windows" },
  OBJECT_STORAGE: { resourceType: "OBJECT_STORAGE", serviceNameInUptime: "object_storage" },
};

/** The default location's prices as policies: one per priced unit, the CPU tiers by their first count, RAM per GB in MB. */
export function pricingPolicyOf(state: MockState): PricingPolicyItem[] {
  const location = state.locations.find((l) => l.is_default) ?? state.locations[0];
  return priceList(location ? [location.slug] : []).map((price, index) => {
    const named = POLICY_NAMES[price.resource_type] ?? { resourceType: price.resource_type };
    const cpus = "num_cpus_from" in price && typeof price.num_cpus_from === "number" ? price.num_cpus_from : undefined;
    const bound = price.resource_type === "CPU" && cpus !== undefined ? { numCpus: cpus } : price.resource_type === "RAM" ? { megsRam: 1024 } : {};
    return { policyId: 1001 + index, price: price.price_per_unit, serviceNameUserFriendly: price.description, ...named, ...bound };
  });
}

/** billing_resources and pricing/policy. */
export const billingResourceHandlers: DomainHandlers = (store, routes) => [
  // `id` names the billing account (doc-billing-list-billing-account-s-resources); VMs are the only resource_type
  // known, and the contract's rules refuse another before this runs.
  operation(routes, "get /{location}/user-resource/billing_resources", ({ request, params, reply }) => {
    const caller = callerOf(store, request);
    const account = resolveAccount(store, caller, queryInt(request, "id"));
    if (account instanceof Response) return account;
    const vms = store.state.vms.filter((vm) => vm.location === params.location && vm.billing_account === account.id && vm.status !== "deleted");
    return reply.json(visibleTo(store, caller, vms, vmOwner).map((vm) => serveVm(store.state, vm)));
  }),
  operation(routes, "get /pricing/policy", ({ reply }) => reply.json({ policy: pricingPolicyOf(store.state) })),
];
