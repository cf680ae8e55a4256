// An attached block storage disk for tests that detach one: the demo seed keeps its disks detached, so the last one is
// attached to a VM straight in the store, as `vm/storage/attach` would.
import { attachedDiskEntry } from "../src/factories/blockStorage.js";
import { createRng } from "../src/factories/random.js";
import type { MockState } from "../src/store/state.js";

/** A disk of `location` attached to a VM: one already attached, else the last detached one attached to `vmUuid`. */
export function attachedSeededDisk(state: MockState, location: string, vmUuid: string) {
  const disks = (state.blockDisks ?? []).filter((d) => d.location === location);
  const attached = disks.find((d) => d.attached_to !== null);
  if (attached) return attached;
  const disk = disks.filter((d) => d.attached_to === null).at(-1);
  const vm = state.vms.find((v) => v.uuid === vmUuid);
  if (!disk || !vm) throw new Error(`the demo preset should have a detached disk in ${location} and the VM ${vmUuid}`);
  disk.attached_to = vm.uuid;
  vm.storage.push(attachedDiskEntry({ rng: createRng(state.rngState), now: 0, nextId: () => state.nextId++, userId: disk.user_id }, disk, vm.storage.length));
  return disk;
}
