// What the API shows of block storage disks and SSH keys.
import type { BlockDisk, SshKey } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { StoredBlockDisk, StoredSshKey } from "../store/entities.js";

const asBlockDisk = contractShape<BlockDisk>();
const asSshKey = contractShape<SshKey>();

/** A disk as the API shows it: without its location and the VM it is attached to (the VM's storage lists it). */
export function serveBlockDisk(disk: StoredBlockDisk): BlockDisk {
  const { location: _location, attached_to: _attachedTo, ...served } = disk;
  return asBlockDisk(served);
}

/** An SSH key as the API shows it. */
export function serveSshKey(key: StoredSshKey): SshKey {
  return asSshKey({ ...key });
}
