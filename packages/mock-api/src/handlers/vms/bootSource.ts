import type { Replica } from "@cloudconsole/sdk";
import type { StoredDisk, StoredVm } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { visibleTo } from "../access.js";
import { apiError, type Caller, type ErrorAnswer, type Params } from "../http.js";
import { vmOwner } from "../owners.js";

/** Where a new VM's primary disk comes from: a snapshot or backup of another VM, or a disk left unattached. */
export type BootSource =
  | { kind: "replica"; vm: StoredVm; replica: Replica; size: number }
  | { kind: "disk"; disk: StoredDisk; owner: StoredVm }
  | { kind: "image" };

/**
 * Resolve a new VM's boot source against the caller's VMs in the location: `source_uuid` with `source_replica` names a
 * snapshot or backup of a live VM; `disk_uuid` names a disk no live VM has attached (disks of deleted VMs stay in the
 * store, reusable). Neither: the VM boots from an image.
 */
export function resolveBootSource(store: MockStore, caller: Caller, location: string, params: Params): BootSource | ErrorAnswer {
  const sourceUuid = params.string("source_uuid");
  const sourceReplica = params.string("source_replica");
  const diskUuid = params.string("disk_uuid");
  if (Boolean(sourceUuid) !== Boolean(sourceReplica)) return apiError(store, 400, "source_uuid and source_replica go together: name the VM and its snapshot or backup.");
  if (sourceUuid && diskUuid) return apiError(store, 400, "Give either disk_uuid or source_uuid with source_replica, not both.");
  const mine = visibleTo(
    store,
    caller,
    store.state.vms.filter((v) => v.location === location),
    vmOwner,
  );
  if (sourceUuid && sourceReplica) {
    const source = mine.find((v) => v.uuid === sourceUuid && v.status !== "deleted");
    for (const disk of source?.storage ?? []) {
      const replica = disk.replica.find((r) => r.uuid === sourceReplica);
      if (source && replica) return { kind: "replica", vm: source, replica, size: replica.size || disk.size };
    }
    return apiError(store, 404, `No snapshot or backup ${sourceReplica} of a virtual machine ${sourceUuid} in ${location}. Pick one from the VM list of this location.`);
  }
  if (diskUuid) {
    const owner = mine.find((v) => v.storage.some((d) => d.uuid === diskUuid));
    const disk = owner?.storage.find((d) => d.uuid === diskUuid);
    if (!owner || !disk) return apiError(store, 404, `No such disk ${diskUuid} in ${location}.`);
    if (owner.status !== "deleted") return apiError(store, 409, `Disk ${diskUuid} is attached to virtual machine ${owner.name}. Use a disk that is not attached to any virtual machine.`);
    return { kind: "disk", disk, owner };
  }
  return { kind: "image" };
}
