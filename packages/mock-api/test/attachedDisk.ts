// Attaching a seeded block storage disk to a VM straight in the store, for tests that need one attached (the demo
// seed keeps its disks detached).
import { attachedDiskEntry } from "../src/factories/blockStorage.js";
import { createRng } from "../src/factories/random.js";
import type { MockState } from "../src/store/state.js";

/** Attaches the last detached disk of `location` to the VM `vmUuid`, as `vm/storage/attach` would; returns the disk. */
export function attachSeededDisk(state: MockState, location: string, vmUuid: string) {
  const disk = (state.blockDisks ?? []).filter((d) => d.location === location && !d.attached_to).at(-1);
  const vm = state.vms.find((v) => v.uuid === vmUuid);
  if (!disk || !vm) throw new Error(`the demo preset should have a detached disk in ${location} and the VM ${vmUuid}`);
  disk.attached_to = vm.uuid;
  vm.storage.push(attachedDiskEntry({ rng: createRng(state.rngState), now: 0, nextId: () => state.nextId++, userId: disk.user_id }, disk, vm.storage.length));
  return disk;
}
