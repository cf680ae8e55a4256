import { makeDisk } from "../../factories/compute.js";
import { formatDt, formatDt6 } from "../../factories/time.js";
import { callerOf, owned } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers } from "../http.js";
import { vmOwner } from "../owners.js";
import { vmTools } from "./context.js";

/** A VM's disks (add, grow, remove) and snapshots or backups of its primary disk (take, delete). */
export const vmStorageHandlers: DomainHandlers = (store, routes) => {
  const { withVm, touch } = vmTools(store);

  return [
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
        touch(v);
        return reply.json({ success: true });
      }),
    ),
  ];
};
