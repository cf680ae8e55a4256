import { makeFloatingIp } from "../../factories/network.js";
import { formatDt } from "../../factories/time.js";
import { serveIp } from "../../serializers/network.js";
import { callerOf, owned, refuseForeign, refuseForeignAccount, resolveAccount, restrictionRefusal, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers } from "../http.js";
import { ipOwner, vmOwner } from "../owners.js";

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
      const ips = store.state.ips.filter(
        (i) => i.location === params.location && !i.is_deleted && (!account || i.billing_account_id === Number(account)) && (!vmUuid || i.assigned_to === vmUuid),
      );
      return reply.json(visibleTo(store, caller, ips, ipOwner).map(serveIp));
    }),
    operation(routes, "post /{location}/network/ip_addresses", async ({ request, params, reply }) => {
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const ip = makeFloatingIp(store.factory(), params.location, account.id, { name: body.string("name") ?? "" });
      store.state.ips.push(ip);
      store.changed();
      return reply.json(serveIp(ip));
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
      store.state.ips = store.state.ips.filter((i) => i !== ip);
      store.changed();
      return reply.empty(200);
    }),
    operation(routes, "post /{location}/network/ip_addresses/{address}/assign", async ({ request, params, reply }) => {
      const caller = callerOf(store, request);
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      const body = await readParams(request);
      // Clients name the VM by private_ip or by vm_uuid: accept either.
      const vmUuid = body.string("vm_uuid");
      const privateIp = body.string("private_ip");
      const inLocation = store.state.vms.filter((v) => v.location === params.location && v.status !== "deleted");
      const vm = visibleTo(store, caller, inLocation, vmOwner).find((v) => v.uuid === vmUuid || v.private_ipv4 === privateIp);
      if (!vm) {
        const foreign = refuseForeign(store, caller, inLocation.find((v) => v.uuid === vmUuid), vmOwner);
        return foreign ?? apiError(store, 404, "No such virtual machine exists. Give vm_uuid or private_ip of a VM in this location.");
      }
      if (ip.assigned_to && ip.assigned_to !== vm.uuid) return apiError(store, 409, `IP address ${ip.address} is already assigned; unassign it first.`);
      ip.assigned_to = vm.uuid;
      ip.assigned_to_resource_type = "virtual_machine";
      ip.assigned_to_private_ip = vm.private_ipv4;
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
