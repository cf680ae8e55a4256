import { makeDisk } from "../../factories/compute.js";
import { formatDt, formatDt6 } from "../../factories/time.js";
import { callerOf, owned, visibleTo } from "../access.js";
import { blockDisksOf } from "../blockStorage.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers } from "../http.js";
import { vmOwner } from "../owners.js";
import { vmTools } from "./context.js";

/** A VM's disks (add, grow, remove) and snapshots or backups of its primary disk (list, take, convert, delete). */
export const vmStorageHandlers: DomainHandlers = (store, routes) => {
  const { findVm, withVm, touch } = vmTools(store);

  return [
    operation(routes, "get /{location}/user-resource/vm/replica", ({ request, params, reply }) => {
      const query = new URL(request.url).searchParams;
      const uuid = query.get("uuid");
      // Without a VM (as mr687-node asks), the replicas of every VM of the caller's in the location.
      const vm = uuid === null ? undefined : findVm(request, params.location, uuid);
      if (vm instanceof Response) return vm;
      const live = store.state.vms.filter((v) => v.location === params.location && v.status !== "deleted");
      const vms = vm ? [vm] : visibleTo(store, callerOf(store, request), live, vmOwner);
      const kind = query.get("r_type");
      return reply.json(vms.flatMap((v) => v.storage.flatMap((d) => d.replica)).filter((r) => !kind || r.type === kind));
    }),
    operation(routes, "patch /{location}/user-resource/vm/replica", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const replicaUuid = body.string("replica_uuid");
        const disk = v.storage.find((d) => d.replica.some((r) => r.uuid === replicaUuid));
        const replica = disk?.replica.find((r) => r.uuid === replicaUuid);
        if (!disk || !replica) return apiError(store, 404, `No such snapshot or backup ${replicaUuid ?? ""}.`.trim());
        const asked = body.string("type");
        replica.type = asked === "snapshot" || asked === "backup" ? asked : replica.type === "snapshot" ? "backup" : "snapshot";
        replica.updated_at = formatDt6(store.clock.now());
        touch(v);
        return reply.json(disk);
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/replica", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const disk = v.storage.find((d) => d.primary);
        if (!disk) return apiError(store, 500, "Failed to create snapshot of virtual machine");
        const stamp = new Date(store.clock.now()).toISOString().slice(0, 19).replace(/[T:]/g, "-");
        disk.replica.push({
          uuid: `${v.uuid}${stamp}`,
          id: store.nextId(),
          master_id: disk.id,
          master_uuid: disk.uuid,
          type: body.string("type") === "backup" ? "backup" : "snapshot",
          size: disk.size,
          pool: "",
          created_at: formatDt6(store.clock.now()),
          updated_at: null,
        });
        touch(v);
        return reply.json(disk);
      }),
    ),
    operation(routes, "delete /{location}/user-resource/vm/replica", async ({ request, params, reply }) => {
      const replicaUuid = (await readParams(request)).string("replica_uuid");
      const holds = store.state.vms.find((v) => v.location === params.location && v.storage.some((d) => d.replica.some((r) => r.uuid === replicaUuid)));
      const vm = owned(store, callerOf(store, request), holds, vmOwner, () => apiError(store, 404, `No such snapshot or backup ${replicaUuid ?? ""}.`.trim()));
      if (vm instanceof Response) return vm;
      for (const disk of vm.storage) disk.replica = disk.replica.filter((r) => r.uuid !== replicaUuid);
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "post /{location}/user-resource/vm/storage", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const size = body.int("size_gb");
        if (size === undefined) return apiError(store, 400, "size_gb is required.");
        const disk = makeDisk(store.factory(), size, v.storage.length);
        v.storage.push(disk);
        touch(v);
        return reply.json(disk);
      }),
    ),
    operation(routes, "patch /{location}/user-resource/vm/storage", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const size = body.int("size_gb");
        if (size === undefined) return apiError(store, 400, "size_gb is required.");
        const disk = v.storage.find((d) => d.uuid === body.string("disk_uuid"));
        if (!disk) return apiError(store, 404, `No such disk ${body.string("disk_uuid") ?? ""}.`.trim());
        if (size < disk.size) return apiError(store, 400, `A disk can only grow: it is ${disk.size} GB, asked for ${size} GB.`);
        disk.size = size;
        disk.updated_at = formatDt(store.clock.now());
        touch(v);
        return reply.json(disk);
      }),
    ),
    operation(routes, "delete /{location}/user-resource/vm/storage", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const disk = v.storage.find((d) => d.uuid === body.string("storage_uuid"));
        if (!disk) return apiError(store, 404, `No such disk ${body.string("storage_uuid") ?? ""}.`.trim());
        if (disk.primary) return apiError(store, 400, "The primary disk cannot be removed.");
        v.storage = v.storage.filter((d) => d !== disk);
        // A block storage disk removed from its VM is deleted with it (detach keeps it).
        store.state.blockDisks = blockDisksOf(store).filter((d) => d.uuid !== disk.uuid);
        touch(v);
        return reply.json({ success: true });
      }),
    ),
  ];
};
