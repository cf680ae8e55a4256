import { HttpResponse, http } from "msw";
import { metalOsList, metalSpecs } from "../config/catalog.js";
import { formatDt } from "../factories/time.js";
import type { MetalLease } from "../store/entities.js";
import { LIFECYCLE_MS } from "../store/lifecycles.js";
import type { MockState } from "../store/state.js";
import { callerOf, canUse, forbidden, resolveAccount, restrictionRefusal, visible } from "./access.js";
import { apiError, readParams, success, type DomainHandlers } from "./http.js";

/** Metal OS ids: a lowercase letter first, then lowercase letters, digits, underscore or hyphen (spec §5). */
export const METAL_OS_ID = /^[a-z][a-z0-9_-]*$/;

/** Every breach of the machine-status rules of spec §4 (empty when the state is consistent). */
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

/** Bare metal: specs per location, the OS list, and leases that move a machine through its statuses. */
export const metalHandlers: DomainHandlers = (store, routes) => {
  const serveLease = (lease: MetalLease) => {
    const { location: _location, transition: _transition, started_at: _started, machine_uuid: _machine, ...rest } = lease;
    const machine = store.state.metalMachines.find((m) => m.uuid === lease.machine_uuid);
    return {
      ...rest,
      machine: machine
        ? {
            label: machine.label,
            mac_addresses: machine.mac_addresses,
            public_ipv4: machine.public_ips[0] ?? null,
            public_ipv6: null,
            ssh_credentials: lease.status === "in_use" ? "root / mock-password" : null,
            admin_notes: null,
            status: machine.status,
          }
        : null,
    };
  };
  const findLease = (request: Request, location: unknown, uuid: unknown): MetalLease | Response => {
    const lease = store.state.metalLeases.find((l) => l.uuid === uuid && l.location === location && l.status !== "released");
    if (!lease) return apiError(store, 404, `No such lease ${String(uuid)}.`);
    if (!canUse(callerOf(store, request), lease.billing_account_id)) return forbidden(store);
    return lease;
  };

  return [
    http.get(routes.located("/metal/specs"), ({ params }) =>
      HttpResponse.json(
        metalSpecs.map((spec) => ({
          ...spec,
          ready_os_ids: [...spec.ready_os_ids],
          is_available: store.state.metalMachines.some((m) => m.location === params.location && m.spec_uuid === spec.uuid && m.status === "available"),
        })),
      ),
    ),
    http.get(routes.located("/metal/leases"), ({ request, params }) => {
      const leases = store.state.metalLeases.filter((l) => l.location === params.location && l.status !== "released");
      return HttpResponse.json(visible(callerOf(store, request), leases, (l) => l.billing_account_id).map(serveLease));
    }),
    http.post(routes.located("/metal/leases"), async ({ request, params }) => {
      const location = String(params.location);
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
      const machine = store.state.metalMachines.find((m) => m.location === location && m.spec_uuid === spec.uuid && m.status === "available");
      if (!machine) return apiError(store, 500, "No available machines");
      const now = store.clock.now();
      const lease: MetalLease = {
        uuid: store.rng.uuid(),
        location,
        machine_uuid: machine.uuid,
        spec_uuid: spec.uuid,
        requested_os_id: osId,
        os_id: null,
        display_name: displayName,
        user_id: store.state.user.id,
        billing_account_id: account.id,
        status: "pending",
        started_at: now,
        transition: { to: "in_use", at: now + LIFECYCLE_MS.metalProvision },
        created_at: formatDt(now),
      };
      machine.status = "pending";
      machine.billing_account_id = account.id;
      machine.lease_uuid = lease.uuid;
      store.state.metalLeases.push(lease);
      store.changed();
      return HttpResponse.json(serveLease(lease));
    }),
    http.patch(routes.located("/metal/leases/:uuid"), async ({ request, params }) => {
      const lease = findLease(request, params.location, params.uuid);
      if (lease instanceof Response) return lease;
      const name = (await readParams(request)).string("display_name");
      if (!name) return apiError(store, 400, "display_name must not be empty.");
      lease.display_name = name;
      store.changed();
      return HttpResponse.json(serveLease(lease));
    }),
    http.delete(routes.located("/metal/leases/:uuid"), ({ request, params }) => {
      const lease = findLease(request, params.location, params.uuid);
      if (lease instanceof Response) return lease;
      if (store.clock.now() - lease.started_at < LIFECYCLE_MS.metalMinLease) return apiError(store, 500, "Too soon to release machine");
      lease.status = "released";
      lease.transition = null;
      const machine = store.state.metalMachines.find((m) => m.uuid === lease.machine_uuid);
      if (machine) {
        machine.status = "cleaning";
        machine.billing_account_id = null;
        machine.lease_uuid = null;
        machine.ready_at = store.clock.now() + LIFECYCLE_MS.metalCleaning;
      }
      store.changed();
      return success();
    }),
  ];
};
