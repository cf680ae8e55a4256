import { metalOsList, metalSpecs } from "../config/catalog.js";
import { makeMetalLease } from "../factories/services.js";
import { isLive, serveLease } from "../serializers/services.js";
import type { LiveMetalLease, StoredMetalLease } from "../store/entities.js";
import { LIFECYCLE_MS } from "../store/lifecycles.js";
import type { MockState } from "../store/state.js";
import { callerOf, owned, resolveAccount, restrictionRefusal, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { leaseOwner } from "./owners.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

/** Metal OS ids: a lowercase letter first, then lowercase letters, digits, underscore or hyphen. */
export const METAL_OS_ID = /^[a-z][a-z0-9_-]*$/;

/**
 * Every breach of the machine-status rules (empty when the state is consistent): a pending or in-use machine has a
 * billing account and a live lease; any other machine has no billing account.
 */
export function metalInvariantProblems(state: MockState): string[] {
  const problems: string[] = [];
  for (const m of state.metalMachines) {
    const leased = m.status === "pending" || m.status === "in_use";
    if (leased && m.billing_account_id === null) problems.push(`${m.label} is ${m.status} without a billing account`);
    if (leased && !state.metalLeases.some((l) => l.uuid === m.lease_uuid && l.status !== "released")) problems.push(`${m.label} is ${m.status} without a lease`);
    if (!leased && m.billing_account_id !== null) problems.push(`${m.label} is ${m.status} but has a billing account`);
  }
  return problems;
}


/** Bare metal: specs per location, and leases that move a machine through its statuses. */
export const metalHandlers: DomainHandlers = (store, routes) => {
  const findLease = (request: Request, location: string, uuid: string) =>
    owned<LiveMetalLease>(
      store,
      callerOf(store, request),
      store.state.metalLeases.filter(isLive).find((l) => l.uuid === uuid && l.location === location),
      leaseOwner,
      () => apiError(store, 404, `No such lease ${uuid}.`),
    );

  return [
    operation(routes, "get /{location}/metal/specs", ({ params, reply }) =>
      reply.json(
        metalSpecs.map((spec) => ({
          ...spec,
          ready_os_ids: [...spec.ready_os_ids],
          is_available: store.state.metalMachines.some((m) => m.location === params.location && m.spec_uuid === spec.uuid && m.status === "available"),
        })),
      ),
    ),
    operation(routes, "get /{location}/metal/leases", ({ request, params, reply }) => {
      const leases = store.state.metalLeases.filter(isLive).filter((l) => l.location === params.location);
      return reply.json(visibleTo(store, callerOf(store, request), leases, leaseOwner).map((lease) => serveLease(store.state, lease)));
    }),
    operation(routes, "post /{location}/metal/leases", async ({ request, params, reply }) => {
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const spec = metalSpecs.find((s) => s.uuid === body.string("spec_uuid"));
      if (!spec) return apiError(store, 400, "spec_uuid must be one of /metal/specs.");
      const osId = body.string("requested_os_id") ?? "";
      if (!METAL_OS_ID.test(osId) || !metalOsList.some((o) => o.id === osId)) return apiError(store, 400, "requested_os_id must be an id from /metal/os.");
      const displayName = body.string("display_name");
      if (!displayName) return apiError(store, 400, "display_name is required.");
      const machine = store.state.metalMachines.find((m) => m.location === params.location && m.spec_uuid === spec.uuid && m.status === "available");
      if (!machine) return apiError(store, 500, "No available machines");
      const lease = makeMetalLease(store.factory(), params.location, account.id, machine, {
        uuid: store.rng.uuid(),
        requested_os_id: osId,
        display_name: displayName,
        status: "pending",
        transition: { to: "in_use", at: store.clock.now() + LIFECYCLE_MS.metalProvision },
      });
      machine.status = "pending";
      machine.billing_account_id = account.id;
      machine.lease_uuid = lease.uuid;
      store.state.metalLeases.push(lease);
      store.changed();
      return reply.json(serveLease(store.state, lease));
    }),
    operation(routes, "patch /{location}/metal/leases/{uuid}", async ({ request, params, reply }) => {
      const lease = findLease(request, params.location, params.uuid);
      if (lease instanceof Response) return lease;
      const name = (await readParams(request)).string("display_name");
      if (!name) return apiError(store, 400, "display_name must not be empty.");
      lease.display_name = name;
      store.changed();
      return reply.json(serveLease(store.state, lease));
    }),
    operation(routes, "delete /{location}/metal/leases/{uuid}", ({ request, params, reply }) => {
      const lease = findLease(request, params.location, params.uuid);
      if (lease instanceof Response) return lease;
      if (store.clock.now() - lease.started_at < LIFECYCLE_MS.metalMinLease) return apiError(store, 500, "Too soon to release machine");
      const ended: StoredMetalLease = lease;
      ended.status = "released";
      ended.transition = null;
      const machine = store.state.metalMachines.find((m) => m.uuid === lease.machine_uuid);
      if (machine) {
        machine.status = "cleaning";
        machine.billing_account_id = null;
        machine.lease_uuid = null;
        machine.ready_at = store.clock.now() + LIFECYCLE_MS.metalCleaning;
      }
      store.changed();
      return reply.json({ success: true });
    }),
  ];
};
