// Block storage disks and the user's SSH keys.
import type { DiskSourceImageType } from "@cloudconsole/sdk";
import type { StoredBlockDisk, StoredDisk, StoredSshKey } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { formatDt6, formatIsoMs } from "./time.js";

/** The storage pool every mock disk lives in. */
export const MOCK_STORAGE_POOL_UUID = "57a219ef-83fd-412c-8b6a-953ac292bc37";

/** A detached block storage disk; `display_name` and `source_image` are left out when not given, as the API leaves them. */
export function makeBlockDisk(
  ctx: FactoryContext,
  location: string,
  billingAccountId: number,
  fields: { size_gb: number; display_name?: string; source_image_type?: DiskSourceImageType; source_image?: string },
): StoredBlockDisk {
  const at = formatIsoMs(ctx.now);
  return {
    uuid: ctx.rng.uuid(),
    location,
    status: "Active",
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    size_gb: fields.size_gb,
    source_image_type: fields.source_image_type ?? "EMPTY",
    ...(fields.display_name ? { display_name: fields.display_name } : {}),
    ...(fields.source_image ? { source_image: fields.source_image } : {}),
    read_only_bootable: false,
    storage_pool_uuid: MOCK_STORAGE_POOL_UUID,
    snapshots: [],
    created_at: at,
    updated_at: at,
    attached_to: null,
  };
}

/** A block storage disk as the VM it is attached to lists it: a non-primary disk named by its place (`vdb`, `vdc`, …). */
export function attachedDiskEntry(ctx: FactoryContext, disk: StoredBlockDisk, index: number): StoredDisk {
  return {
    uuid: disk.uuid,
    id: ctx.nextId(),
    name: `vd${String.fromCharCode(97 + index)}`,
    pool: "default",
    type: "block",
    size: disk.size_gb,
    primary: false,
    shared: false,
    user_id: disk.user_id,
    replica: [],
    created_at: formatDt6(ctx.now),
    updated_at: null,
  };
}

/** An SSH public key of the user. */
export function makeSshKey(ctx: FactoryContext, name: string, publicKey: string): StoredSshKey {
  return { uuid: ctx.rng.uuid(), id: ctx.nextId(), name, public_key: publicKey, user_id: ctx.userId, created_at: formatIsoMs(ctx.now) };
}
