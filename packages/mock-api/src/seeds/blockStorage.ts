// The demo account's block storage disks (a copy of an OS image and an empty one, detached; one attached to a VM with
// disks of its own) and SSH keys.
import { attachedDiskEntry, makeBlockDisk, makeSshKey } from "../factories/blockStorage.js";
import type { FactoryContext } from "../factories/context.js";
import type { MockState } from "../store/state.js";

/** Seeds disks in `location` charged to `billingAccountId`, the second attached to `attachTo` when that VM exists. */
export function seedBlockStorageAndKeys(ctx: FactoryContext, state: MockState, location: string, billingAccountId: number, attachTo: string): void {
  const template = makeBlockDisk(ctx, location, billingAccountId, { size_gb: 20, display_name: "ubuntu-template", source_image_type: "OS_BASE", source_image: "ubuntu_24.04" });
  const detached = makeBlockDisk(ctx, location, billingAccountId, { size_gb: 50, display_name: "db-data" });
  const attached = makeBlockDisk(ctx, location, billingAccountId, { size_gb: 30, display_name: "web-logs" });
  const vm = state.vms.find((v) => v.location === location && v.name === attachTo);
  if (vm) {
    attached.attached_to = vm.uuid;
    vm.storage.push(attachedDiskEntry(ctx, attached, vm.storage.length));
  }
  state.blockDisks = [template, detached, attached];
  state.sshKeys = [
    makeSshKey(ctx, "laptop", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMockLaptopKeyData0000000000000000000000 demo@laptop"),
    makeSshKey(ctx, "ci-deploy", "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDMockCiDeployKeyData000000000000 ci@example"),
  ];
}
