// The demo account's block storage disks (a copy of an OS image and an empty one, both detached: an attached disk
// would count in its VM's storage, and so in its account's charges) and SSH keys.
import { makeBlockDisk, makeSshKey } from "../factories/blockStorage.js";
import type { FactoryContext } from "../factories/context.js";
import type { MockState } from "../store/state.js";

/** Seeds detached disks in `location` charged to `billingAccountId`, and two SSH keys. */
export function seedBlockStorageAndKeys(ctx: FactoryContext, state: MockState, location: string, billingAccountId: number): void {
  state.blockDisks = [
    makeBlockDisk(ctx, location, billingAccountId, { size_gb: 20, display_name: "ubuntu-template", source_image_type: "OS_BASE", source_image: "ubuntu_24.04" }),
    makeBlockDisk(ctx, location, billingAccountId, { size_gb: 50, display_name: "db-data" }),
  ];
  state.sshKeys = [
    makeSshKey(ctx, "laptop", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMockLaptopKeyData0000000000000000000000 demo@laptop"),
    makeSshKey(ctx, "ci-deploy", "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDMockCiDeployKeyData000000000000 ci@example"),
  ];
}
