import { makeFloatingIp } from "../../factories/network.js";
import { formatDt } from "../../factories/time.js";
import { serveIp } from "../../serializers/network.js";
import { callerOf, owned, refuseForeign, refuseForeignAccount, resolveAccount, resolveAccountOrDefault, restrictionRefusal, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type Caller, type DomainHandlers, type ErrorAnswer } from "../http.js";
import type { StoredIp } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { ipOwner, loadBalancerOwner, serviceOwner, vmOwner } from "../owners.js";

/** What a floating IP points at: a VM, a load balancer or a managed service, by its private IP. */
interface AssignTarget {
  uuid: string;
  type: "virtual_machine" | "load_balancer" | "service";
  privateIp: string;
}

/** How an assignment names its target: any of the three ways clients send. */
interface TargetName {
  vmUuid?: string;
  privateIp?: string;
  /** The published body: `assigned_to` (a uuid) with `assigned_to_resource_type`. */
  assignedTo?: string;
  assignedType?: string;
}

/** `assigned_to_resource_type` values naming a VM: the clients' `vm`, and the type the mock answers with. */
const VM_TYPES = new Set(["vm", "virtual_machine"]);

/**
 * The caller's resource a floating IP is pointed at. Clients name it by private_ip (a VM's, a load balancer's or a
 * service's), by vm_uuid for a VM (bapung-go, rizalmf-tf, ansible, the documented example), or by `assigned_to` with
 * `assigned_to_resource_type` `vm` or `load_balancer` (client-rayhan-js-…-assign, client-inspace-kube-…-assign): accept
 * each. A type the mock does not know matches nothing by uuid.
 */
function assignableTarget(store: MockStore, caller: Caller, location: string, name: TargetName): AssignTarget | ErrorAnswer {
  const { privateIp, assignedTo, assignedType } = name;
  const vmUuid = name.vmUuid ?? (assignedTo !== undefined && (assignedType === undefined || VM_TYPES.has(assignedType)) ? assignedTo : undefined);
  const lbUuid = assignedTo !== undefined && (assignedType === undefined || assignedType === "load_balancer") ? assignedTo : undefined;
  const vms = store.state.vms.filter((v) => v.location === location && v.status !== "deleted");
  const vm = visibleTo(store, caller, vms, vmOwner).find((v) => (vmUuid !== undefined && v.uuid === vmUuid) || (privateIp !== undefined && v.private_ipv4 === privateIp));
  if (vm) return { uuid: vm.uuid, type: "virtual_machine", privateIp: vm.private_ipv4 };
  const lbs = store.state.loadBalancers.filter((l) => l.location === location && !l.is_deleted);
  const lb = visibleTo(store, caller, lbs, loadBalancerOwner).find((l) => (lbUuid !== undefined && l.uuid === lbUuid) || (privateIp !== undefined && l.private_address === privateIp));
  if (lb) return { uuid: lb.uuid, type: "load_balancer", privateIp: lb.private_address };
  const services = store.state.services.filter((s) => s.location === location && s.status !== "deleted");
  const service = visibleTo(store, caller, services, serviceOwner).find((s) => privateIp !== undefined && serviceIp(s.properties) === privateIp);
  if (service && privateIp !== undefined) return { uuid: service.uuid, type: "service", privateIp };
  const foreign = refuseForeign(store, caller, vms.find((v) => v.uuid === vmUuid), vmOwner);
  return foreign ?? apiError(store, 404, "No such virtual machine, load balancer or service exists. Give the private_ip of a resource in this location.");
}

/** A managed service's private address (its properties' service_ip), when it has one. */
function serviceIp(properties: Record<string, unknown> | undefined): string | undefined {
  const ip = properties?.service_ip;
  return typeof ip === "string" ? ip : undefined;
}

/**
 * Release a floating IP: it stays in the store marked deleted, as the live list shows released addresses with
 * is_deleted true (client-inspace-kube-get-location-network-ip-addresses); every other call finds only live ones.
 */
export function releaseIp(ip: StoredIp, at: string): void {
  ip.is_deleted = true;
  ip.assigned_to = null;
  ip.assigned_to_resource_type = null;
  ip.assigned_to_private_ip = null;
  ip.updated_at = at;
}

/** Floating IPs of one location: reserve, rename, move between accounts, assign to a VM, release. */
export const ipHandlers: DomainHandlers = (store, routes) => {
  const now = () => formatDt(store.clock.now());
  const findIp = (request: Request, location: string, address: string) =>
    owned(store, callerOf(store, request), store.state.ips.find((i) => i.location === location && i.address === address && !i.is_deleted), ipOwner, () =>
      apiError(store, 404, `No such IP address ${address}.`),
    );

  return [
    operation(routes, "get /{location}/network/ip_addresses", ({ request, params, reply }) => {
      const caller = callerOf(store, request);
      const q = new URL(request.url).searchParams;
      const account = q.get("billing_account_id");
      const vmUuid = q.get("vm_uuid");
      const foreign =
        refuseForeignAccount(store, caller, account ? Number(account) : undefined) ??
        refuseForeign(store, caller, store.state.vms.find((v) => v.uuid === vmUuid), vmOwner);
      if (foreign) return foreign;
      // Released addresses are listed too, marked is_deleted, as the live API lists them.
      const ips = store.state.ips.filter(
        (i) => i.location === params.location && (!account || i.billing_account_id === Number(account)) && (!vmUuid || i.assigned_to === vmUuid),
      );
      return reply.json(visibleTo(store, caller, ips, ipOwner).map(serveIp));
    }),
    operation(routes, "post /{location}/network/ip_addresses", async ({ request, params, reply }) => {
      const body = await readParams(request);
      // Without billing_account_id the platform bills the default account (ansible creates by name alone).
      const account = resolveAccountOrDefault(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const ip = makeFloatingIp(store.factory(), params.location, account.id, { name: body.string("name") ?? "" });
      store.state.ips.push(ip);
      store.changed();
      return reply.json(serveIp(ip));
    }),
    operation(routes, "get /{location}/network/ip_addresses/{address}", ({ request, params, reply }) => {
      const ip = findIp(request, params.location, params.address);
      return ip instanceof Response ? ip : reply.json(serveIp(ip));
    }),
    operation(routes, "patch /{location}/network/ip_addresses/{address}", async ({ request, params, reply }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      const body = await readParams(request);
      if (body.has("billing_account_id")) {
        const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
        if (account instanceof Response) return account;
        ip.billing_account_id = account.id;
      }
      if (body.has("name")) ip.name = body.string("name") ?? "";
      ip.updated_at = now();
      store.changed();
      return reply.json(serveIp(ip));
    }),
    operation(routes, "delete /{location}/network/ip_addresses/{address}", ({ request, params, reply }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      if (ip.assigned_to) return apiError(store, 409, `IP address ${ip.address} is assigned; unassign it first.`);
      releaseIp(ip, now());
      store.changed();
      return reply.empty(200);
    }),
    operation(routes, "post /{location}/network/ip_addresses/{address}/assign", async ({ request, params, reply }) => {
      const caller = callerOf(store, request);
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      const body = await readParams(request);
      const target = assignableTarget(store, caller, params.location, {
        vmUuid: body.string("vm_uuid"),
        privateIp: body.string("private_ip"),
        assignedTo: body.string("assigned_to"),
        assignedType: body.string("assigned_to_resource_type"),
      });
      if (target instanceof Response) return target;
      if (ip.assigned_to && ip.assigned_to !== target.uuid) return apiError(store, 409, `IP address ${ip.address} is already assigned; unassign it first.`);
      ip.assigned_to = target.uuid;
      ip.assigned_to_resource_type = target.type;
      ip.assigned_to_private_ip = target.privateIp;
      ip.updated_at = now();
      store.changed();
      return reply.json(serveIp(ip));
    }),
    operation(routes, "post /{location}/network/ip_addresses/{address}/unassign", ({ request, params, reply }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      ip.assigned_to = null;
      ip.assigned_to_resource_type = null;
      ip.assigned_to_private_ip = null;
      ip.unassigned_at = now();
      ip.updated_at = now();
      store.changed();
      return reply.json(serveIp(ip));
    }),
  ];
};
