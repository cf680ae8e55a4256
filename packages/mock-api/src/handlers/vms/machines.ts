import { catalogVersion } from "../../config/catalog.js";
import { makeVm } from "../../factories/compute.js";
import { makeFloatingIp, makeNetwork } from "../../factories/network.js";
import { serveVm } from "../../serializers/compute.js";
import { membersOf } from "../../serializers/network.js";
import type { StoredVm } from "../../store/entities.js";
import { LIFECYCLE_MS } from "../../store/lifecycles.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, limitedSizeRefusal, refuseForeignAccount, resolveAccount, resolveAccountOrDefault, restrictionRefusal, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, queryInt, readParams, type DomainHandlers } from "../http.js";
import { findNetwork, networksOf } from "../network/networks.js";
import { vmOwner } from "../owners.js";
import { resolveBootSource } from "./bootSource.js";
import { unassignFloatingIp } from "./attachments.js";
import { vmTools } from "./context.js";

const COMPUTE_UNAVAILABLE = "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.";

/** Detach a deleted VM from floating IPs, load balancers and block storage disks (it leaves its network by being deleted). */
function detachVm(store: MockStore, vm: StoredVm): void {
  for (const disk of store.state.blockDisks ?? []) {
    if (disk.attached_to === vm.uuid) disk.attached_to = null;
  }
  for (const ip of store.state.ips) {
    if (ip.assigned_to === vm.uuid) unassignFloatingIp(store, ip);
  }
  for (const lb of store.state.loadBalancers) lb.targets = lb.targets.filter((t) => t.target_uuid !== vm.uuid);
}

/** Virtual machines of one location: list, create, rename and resize, delete, move to another billing account. */
export const vmMachineHandlers: DomainHandlers = (store, routes) => {
  const { findVm, withVm, touch } = vmTools(store);

  return [
    operation(routes, "get /{location}/user-resource/vm", ({ request, params, reply }) => {
      const vm = findVm(request, params.location, new URL(request.url).searchParams.get("uuid") ?? undefined);
      return vm instanceof Response ? vm : reply.json(serveVm(store.state, vm));
    }),
    operation(routes, "get /{location}/user-resource/vm/list", ({ request, params, reply }) => {
      // billing_account_id narrows the list to that account's VMs, as the mobile console asks for them
      // (client-mobile-console-get-user-resource-vm-list); without it, every VM of the location the caller may see.
      // Another user's account, or one a restricted token may not use, is refused as the floating-IP list refuses it.
      const caller = callerOf(store, request);
      const account = queryInt(request, "billing_account_id");
      const foreign = refuseForeignAccount(store, caller, account);
      if (foreign) return foreign;
      const list = store.state.vms.filter((v) => v.location === params.location && v.status !== "deleted" && (account === undefined || v.billing_account === account));
      return reply.json(visibleTo(store, caller, list, vmOwner).map((vm) => serveVm(store.state, vm)));
    }),
    operation(routes, "post /{location}/user-resource/vm", async ({ request, params: path, reply }) => {
      const location = path.location;
      const loc = store.state.locations.find((l) => l.slug === location);
      if (!loc) return apiError(store, 404, `Unknown location ${location}.`);
      if (loc.create_resource_disabled) return apiError(store, 500, COMPUTE_UNAVAILABLE);
      const params = await readParams(request);
      const caller = callerOf(store, request);
      // Without billing_account_id the platform bills the default account (ansible and inspace-kube send none).
      const account = resolveAccountOrDefault(store, caller, params.int("billing_account_id"));
      if (account instanceof Response) return account;

      const name = params.string("name");
      if (!name) return apiError(store, 400, "name is required.");
      // The guard has checked the numbers against the contract's limits: present means valid.
      const vcpu = params.int("vcpu");
      const ram = params.int("ram");
      if (vcpu === undefined || ram === undefined) return apiError(store, 400, "vcpu and ram are required.");
      const diskUuid = params.string("disk_uuid");
      // Each `disks` value is one disk's size; the first is the boot disk.
      const diskSizes = params.all("disks").filter((d) => d !== "" && d !== null).map(Number);
      if (!diskUuid && diskSizes.length === 0) return apiError(store, 400, "disks (size in GB) is required when disk_uuid is not given.");
      const source = resolveBootSource(store, caller, location, params);
      if (source instanceof Response) return source;
      // A replica carries its VM's system; a reused disk keeps its former VM's unless the caller names one.
      const inherited = source.kind === "replica" ? source.vm : source.kind === "disk" && !params.string("os_name") ? source.owner : undefined;
      const osName = inherited?.os_name ?? params.string("os_name") ?? "_custom";
      const askedVersion = inherited?.os_version ?? params.string("os_version") ?? "_";
      // A version is kept under the catalog's name (`22.04-lts` is kept as `22.04`), so the VM shows its catalog image.
      const osVersion = inherited || osName === "_custom" ? askedVersion : catalogVersion(osName, askedVersion);
      if (osVersion === undefined) return apiError(store, 400, `Unknown image ${osName} ${askedVersion}. Pick one from /config/vm_images.`);
      const refused = restrictionRefusal(store, account) ?? limitedSizeRefusal(store, account, vcpu, ram);
      if (refused) return refused;

      const networkUuid = params.string("network_uuid");
      let network = networkUuid ? findNetwork(store, caller, location, networkUuid) : networksOf(store, caller, location).find((n) => n.is_default);
      if (network instanceof Response) return network;
      if (!network) {
        network = makeNetwork(store.factory(), location, 0);
        store.state.networks.push(network);
      }
      const created = makeVm(store.factory(), {
        location,
        name,
        hostname: name,
        description: params.string("description") ?? "",
        status: "creating",
        transition: { to: "running", at: store.clock.now() + LIFECYCLE_MS.vmCreate },
        billing_account: account.id,
        vcpu,
        memory: ram,
        os_name: osName,
        os_version: osVersion,
        ...(osName === "windows" ? { license_type: "WINDOWS" } : {}),
        username: params.string("username") ?? (osName === "windows" ? "Administrator" : "root"),
        backup: params.bool("backup") ?? false,
        designated_pool_uuid: params.string("designated_pool_uuid") ?? "",
        network_uuid: network.uuid,
        diskSizes: diskSizes.length > 0 ? diskSizes : [20],
      });
      // The key lines it was created with, so that its answer can name the saved keys among them.
      created.publicKeys = [...params.all("public_key"), ...params.all("public_keys")].flat().filter((key): key is string => typeof key === "string" && key.trim() !== "").map((key) => key.trim());
      const primary = created.storage[0];
      if (source.kind === "replica" && primary) primary.size = Math.max(primary.size, source.size);
      if (source.kind === "disk") {
        // disk_uuid stands in for disks: the reused disk is the only one, moved off its deleted VM.
        source.owner.storage = source.owner.storage.filter((d) => d !== source.disk);
        created.storage = [{ ...source.disk, name: "vda", primary: true }];
      }
      const [subnetBase] = network.subnet.split("/");
      created.private_ipv4 = (subnetBase ?? "10.1.0.0").replace(/\.0$/, `.${membersOf(store.state, network).vmUuids.length + 10}`);
      store.state.vms.push(created);
      if (params.bool("reserve_public_ip") ?? true) {
        store.state.ips.push(
          makeFloatingIp(store.factory(), location, account.id, {
            assigned_to: created.uuid,
            assigned_to_resource_type: "virtual_machine",
            assigned_to_private_ip: created.private_ipv4,
          }),
        );
      }
      store.changed();
      return reply.json(serveVm(store.state, created));
    }),
    operation(routes, "patch /{location}/user-resource/vm", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const vcpu = body.int("vcpu");
        const ram = body.int("ram");
        const resizing = (vcpu !== undefined && vcpu !== v.vcpu) || (ram !== undefined && ram !== v.memory);
        if (resizing && v.status !== "stopped") return apiError(store, 409, "CPU and RAM can be changed only while the virtual machine is stopped. Stop it first.");
        if (resizing) {
          const account = store.state.billingAccounts.find((a) => a.id === v.billing_account);
          const refused = limitedSizeRefusal(store, account, vcpu ?? v.vcpu, ram ?? v.memory);
          if (refused) return refused;
        }
        const name = body.string("name");
        if (body.has("name") && !name) return apiError(store, 400, "name must not be empty.");
        if (name) v.name = name;
        // The contract infers rather than documents `description` here; the mock keeps it.
        const description = body.string("description");
        if (description !== undefined) v.description = description;
        if (vcpu !== undefined) v.vcpu = vcpu;
        if (ram !== undefined) v.memory = ram;
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "delete /{location}/user-resource/vm", ({ request, params, reply }) =>
      withVm(request, params.location, (v) => {
        v.status = "deleted";
        v.transition = null;
        detachVm(store, v);
        touch(v);
        return reply.json({ success: true });
      }),
    ),
    operation(routes, "post /{location}/user-resource/resource_billing", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        // `resource_type` says what `uuid` names; the published API's default is `vm`, the only kind this mock moves.
        const resourceType = body.string("resource_type") ?? "vm";
        if (resourceType !== "vm") return apiError(store, 400, `resource_type ${resourceType} is not supported here; use vm.`);
        const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
        if (account instanceof Response) return account;
        v.billing_account = account.id;
        touch(v);
        return reply.json({ success: true });
      }),
    ),
  ];
};
