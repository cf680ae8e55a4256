import { attachedDiskEntry } from "../../factories/blockStorage.js";
import { makeFloatingIp } from "../../factories/network.js";
import { formatDt } from "../../factories/time.js";
import { serveVm } from "../../serializers/compute.js";
import type { StoredIp, StoredVm } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { findBlockDisk } from "../blockStorage.js";
import { operation } from "../contract.js";
import { apiError, type DomainHandlers } from "../http.js";
import { vmTools } from "./context.js";

/** The live floating IPs assigned to a VM. */
const ipsOf = (store: MockStore, vm: StoredVm) => store.state.ips.filter((ip) => ip.assigned_to === vm.uuid && !ip.is_deleted);

/** Take a floating IP off what it points at; the address stays reserved for its user. */
export function unassignFloatingIp(store: MockStore, ip: StoredIp): void {
  ip.assigned_to = null;
  ip.assigned_to_resource_type = null;
  ip.assigned_to_private_ip = null;
  ip.unassigned_at = formatDt(store.clock.now());
}

/** What a VM has attached: block storage disks (attach, detach) and its public IPv4 address (reserve, release). */
export const vmAttachmentHandlers: DomainHandlers = (store, routes) => {
  const { withVm, touch } = vmTools(store);

  return [
    operation(routes, "post /{location}/user-resource/vm/storage/attach", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        if (v.status !== "running" && v.status !== "stopped") return apiError(store, 409, `The virtual machine is ${v.status}; attach disks to a running or stopped one.`);
        const disk = findBlockDisk(store, request, params.location, body.string("storage_uuid"));
        if (disk instanceof Response) return disk;
        if (disk.attached_to) return apiError(store, 409, `Disk ${disk.uuid} is already attached to a virtual machine; detach it first.`);
        const entry = attachedDiskEntry(store.factory(), disk, v.storage.length);
        v.storage.push(entry);
        disk.attached_to = v.uuid;
        touch(v);
        return reply.json(entry);
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/storage/detach", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const disk = findBlockDisk(store, request, params.location, body.string("storage_uuid"));
        if (disk instanceof Response) return disk;
        if (disk.attached_to !== v.uuid) return apiError(store, 409, `Disk ${disk.uuid} is not attached to this virtual machine.`);
        v.storage = v.storage.filter((d) => d.uuid !== disk.uuid);
        disk.attached_to = null;
        touch(v);
        return reply.json({ success: true });
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/ip/public", ({ request, params, reply }) =>
      withVm(request, params.location, (v) => {
        if (ipsOf(store, v).length > 0) return apiError(store, 409, "The virtual machine already has a public IP address.");
        // The new address is not in the answer, as the documentation says; it is among the floating IPs.
        store.state.ips.push(
          makeFloatingIp(store.factory(), v.location, v.billing_account, {
            assigned_to: v.uuid,
            assigned_to_resource_type: "virtual_machine",
            assigned_to_private_ip: v.private_ipv4,
          }),
        );
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "delete /{location}/user-resource/vm/ip/public", ({ request, params, reply }) =>
      withVm(request, params.location, (v) => {
        const assigned = ipsOf(store, v);
        if (assigned.length === 0) return apiError(store, 409, "The virtual machine has no public IP address.");
        for (const ip of assigned) unassignFloatingIp(store, ip);
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
  ];
};
