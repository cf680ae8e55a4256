// Virtual machines and their disks.
import type { StoredDisk, StoredVm } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { randomMac, randomSlug } from "./text.js";
import { formatDt, formatDt6 } from "./time.js";

/** A disk of `size` GB; the primary disk of a VM takes the VM's uuid. */
export function makeDisk(ctx: FactoryContext, size: number, index: number, uuid = ctx.rng.uuid()): StoredDisk {
  return {
    uuid,
    id: ctx.nextId(),
    name: `vd${String.fromCharCode(97 + index)}`,
    pool: "default",
    type: "block",
    size,
    primary: index === 0,
    shared: false,
    user_id: ctx.userId,
    replica: [],
    created_at: formatDt6(ctx.now),
    updated_at: null,
  };
}

/** A VM with one primary disk; defaults to a running Ubuntu in tll. */
export function makeVm(ctx: FactoryContext, overrides: Partial<StoredVm> & { billing_account: number; diskSizes?: number[] }): StoredVm {
  const { diskSizes = [20], ...rest } = overrides;
  const uuid = rest.uuid ?? ctx.rng.uuid();
  const name = rest.name ?? randomSlug(ctx);
  return {
    uuid,
    id: ctx.nextId(),
    location: "tll",
    transition: null,
    name,
    description: "",
    hostname: name,
    status: "running",
    user_id: ctx.userId,
    vcpu: 2,
    memory: 2048,
    os_name: "ubuntu",
    os_version: "24.04",
    username: "cloud",
    mac: randomMac(ctx),
    private_ipv4: `10.1.${ctx.rng.int(0, 254)}.${ctx.rng.int(2, 254)}`,
    public_ipv6: `2a05:1cc0:10:30::${ctx.rng.hex(4)}`,
    backup: false,
    designated_pool_uuid: "",
    designated_pool_name: "General purpose",
    network_uuid: "",
    tags: null,
    storage: diskSizes.map((size, i) => makeDisk(ctx, size, i, i === 0 ? uuid : undefined)),
    created_at: formatDt(ctx.now),
    updated_at: null,
    ...rest,
  };
}
