import { makeFirewall } from "../../factories/network.js";
import { formatDt } from "../../factories/time.js";
import { firewallResources, serveFirewall } from "../../serializers/network.js";
import type { StoredFirewall, StoredVm } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, owned, resolveAccountOrDefault, restrictionRefusal, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type Caller, type DomainHandlers, type ErrorAnswer } from "../http.js";
import { firewallOwner, vmOwner } from "../owners.js";
import { listParam } from "./bodyLists.js";
import { readFirewallRules } from "./firewallRules.js";

/** The caller's firewalls in a location. */
function firewallsOf(store: MockStore, caller: Caller, location: string): StoredFirewall[] {
  return visibleTo(
    store,
    caller,
    (store.state.firewalls ?? []).filter((f) => f.location === location),
    firewallOwner,
  );
}

/** Firewalls of one location: create with rules, change, delete, and put VMs behind them or take them away. */
export const firewallHandlers: DomainHandlers = (store, routes) => {
  const now = () => formatDt(store.clock.now());
  const findFirewall = (request: Request, location: string, uuid: string) =>
    owned(store, callerOf(store, request), (store.state.firewalls ?? []).find((f) => f.location === location && f.uuid === uuid), firewallOwner, () =>
      apiError(store, 404, `No such firewall ${uuid}.`),
    );
  /** The caller's live VM a request names by vm_uuid, in the firewall's location. */
  const findVm = async (request: Request, firewall: StoredFirewall): Promise<StoredVm | ErrorAnswer> => {
    const vmUuid = (await readParams(request)).string("vm_uuid");
    if (!vmUuid) return apiError(store, 400, "vm_uuid is required.");
    const live = store.state.vms.find((v) => v.uuid === vmUuid && v.location === firewall.location && v.status !== "deleted");
    return owned(store, callerOf(store, request), live, vmOwner, () => apiError(store, 404, `No such virtual machine exists. ${vmUuid}`));
  };
  /** Puts the VM a request names behind the firewall (once, however often it is asked). */
  const assign = async (request: Request, location: string, uuid: string) => {
    const firewall = findFirewall(request, location, uuid);
    if (firewall instanceof Response) return firewall;
    const vm = await findVm(request, firewall);
    if (vm instanceof Response) return vm;
    if (!firewall.vm_uuids.includes(vm.uuid)) firewall.vm_uuids.push(vm.uuid);
    firewall.updated_at = now();
    store.changed();
    return firewallResources(store.state, firewall);
  };
  /** Takes the VM a request names from behind the firewall; a VM not behind it is a 404. */
  const unassign = async (request: Request, location: string, uuid: string): Promise<ErrorAnswer | undefined> => {
    const firewall = findFirewall(request, location, uuid);
    if (firewall instanceof Response) return firewall;
    const vm = await findVm(request, firewall);
    if (vm instanceof Response) return vm;
    if (!firewall.vm_uuids.includes(vm.uuid)) return apiError(store, 404, `Virtual machine ${vm.uuid} is not behind firewall ${firewall.uuid}.`);
    firewall.vm_uuids = firewall.vm_uuids.filter((v) => v !== vm.uuid);
    firewall.updated_at = now();
    store.changed();
    return undefined;
  };

  return [
    operation(routes, "get /{location}/network/firewalls", ({ request, params, reply }) =>
      reply.json(firewallsOf(store, callerOf(store, request), params.location).map((f) => serveFirewall(store.state, f))),
    ),
    operation(routes, "post /{location}/network/firewalls", async ({ request, params, reply }) => {
      const body = await readParams(request);
      const displayName = body.string("display_name");
      if (!displayName) return apiError(store, 400, "display_name is required.");
      // Without billing_account_id the firewall belongs to the default account (inspace-kube leaves it out).
      const account = resolveAccountOrDefault(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const rules = readFirewallRules(listParam(body, "rules"), [], () => store.rng.uuid());
      if (typeof rules === "string") return apiError(store, 400, rules);
      const firewall = makeFirewall(store.factory(), params.location, account.id, { display_name: displayName, description: body.string("description") ?? null, rules });
      (store.state.firewalls ??= []).push(firewall);
      store.changed();
      return reply.json(serveFirewall(store.state, firewall));
    }),
    operation(routes, "put /{location}/network/firewalls/{uuid}", async ({ request, params, reply }) => {
      const firewall = findFirewall(request, params.location, params.uuid);
      if (firewall instanceof Response) return firewall;
      const body = await readParams(request);
      // Only what is sent changes: bapung-go sends the rules alone.
      const rules = body.has("rules") ? readFirewallRules(listParam(body, "rules"), firewall.rules, () => store.rng.uuid()) : firewall.rules;
      if (typeof rules === "string") return apiError(store, 400, rules);
      const name = body.string("display_name") ?? body.string("name");
      if (name !== undefined) firewall.display_name = name;
      if (body.has("description")) firewall.description = body.string("description") ?? null;
      firewall.rules = rules;
      firewall.updated_at = now();
      store.changed();
      return reply.json(serveFirewall(store.state, firewall));
    }),
    operation(routes, "delete /{location}/network/firewalls/{uuid}", ({ request, params, reply }) => {
      const firewall = findFirewall(request, params.location, params.uuid);
      if (firewall instanceof Response) return firewall;
      store.state.firewalls = (store.state.firewalls ?? []).filter((f) => f !== firewall);
      store.changed();
      return reply.empty(204);
    }),
    operation(routes, "post /{location}/network/firewalls/{uuid}/vms", async ({ request, params, reply }) => {
      const assigned = await assign(request, params.location, params.uuid);
      return assigned instanceof Response ? assigned : reply.json(assigned);
    }),
    operation(routes, "delete /{location}/network/firewalls/{uuid}/vms", async ({ request, params, reply }) => (await unassign(request, params.location, params.uuid)) ?? reply.empty(204)),
    // bapung-go's names for the same two calls, with the VM in a JSON body.
    operation(routes, "post /{location}/network/firewalls/{uuid}/assign", async ({ request, params, reply }) => {
      const assigned = await assign(request, params.location, params.uuid);
      return assigned instanceof Response ? assigned : reply.json(assigned);
    }),
    operation(routes, "post /{location}/network/firewalls/{uuid}/unassign", async ({ request, params, reply }) => (await unassign(request, params.location, params.uuid)) ?? reply.empty(204)),
  ];
};
