import { makeBlockDisk } from "../factories/blockStorage.js";
import { formatIsoMs } from "../factories/time.js";
import { serveBlockDisk } from "../serializers/blockStorage.js";
import type { StoredBlockDisk } from "../store/entities.js";
import type { MockStore } from "../store/store.js";
import { callerOf, owned, resolveAccount, resolveAccountOrDefault, restrictionRefusal, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { apiError, readParams, type DomainHandlers, type ErrorAnswer } from "./http.js";
import { blockDiskOwner } from "./owners.js";

/** The store's block storage disks (older saves have none). */
export function blockDisksOf(store: MockStore): StoredBlockDisk[] {
  store.state.blockDisks ??= [];
  return store.state.blockDisks;
}

/** The disk a request names in a location, when the caller may touch it; otherwise the platform's error. */
export function findBlockDisk(store: MockStore, request: Request, location: string, uuid: string | undefined): StoredBlockDisk | ErrorAnswer {
  const disk = blockDisksOf(store).find((d) => d.uuid === uuid && d.location === location);
  return owned(store, callerOf(store, request), disk, blockDiskOwner, () => apiError(store, 404, uuid ? `Disk ${uuid} not found.` : "Disk not found."));
}

/**
 * What a new disk is copied from, with the size it gives: an OS base image is named `<os>_<version>` (`ubuntu_24.04`)
 * and gives none; a DISK or SNAPSHOT source names one of the caller's and gives its own size. A snapshot keeps the size
 * its disk had when it was taken (doc-block-storage-get-disk: a 30 GB disk with a 20 GB snapshot), so a copy of it is
 * that size, not the disk's size now.
 */
function sourceOf(store: MockStore, request: Request, location: string, type: string, source: string | undefined): ErrorAnswer | { size_gb: number } | undefined {
  if (type === "EMPTY") return undefined;
  if (!source) return apiError(store, 400, `source_image is required when source_image_type is ${type}.`);
  if (type === "OS_BASE") return /^[a-z]+_[\w.-]+$/.test(source) ? undefined : apiError(store, 400, `source_image ${source} is not an OS base image such as ubuntu_24.04.`);
  if (type === "DISK") return findBlockDisk(store, request, location, source);
  const owner = blockDisksOf(store).find((d) => d.location === location && d.snapshots.some((s) => s.uuid === source));
  const disk = owner ? findBlockDisk(store, request, location, owner.uuid) : apiError(store, 404, `Snapshot ${source} not found.`);
  return disk instanceof Response ? disk : disk.snapshots.find((s) => s.uuid === source);
}

/** Block storage disks of one location: list, create, read, rename or move, delete. */
export const blockStorageHandlers: DomainHandlers = (store, routes) => [
  operation(routes, "get /{location}/storage/disks", ({ request, params, reply }) => {
    const bootable = new URL(request.url).searchParams.get("read_only_bootable")?.toLowerCase() === "true";
    const disks = blockDisksOf(store).filter((d) => d.location === params.location && (!bootable || d.read_only_bootable));
    return reply.json(visibleTo(store, callerOf(store, request), disks, blockDiskOwner).map(serveBlockDisk));
  }),
  operation(routes, "post /{location}/storage/disks", async ({ request, params: path, reply }) => {
    const params = await readParams(request);
    // Without billing_account_id the platform bills the default account (inspace-kube sends none).
    const account = resolveAccountOrDefault(store, callerOf(store, request), params.int("billing_account_id"));
    if (account instanceof Response) return account;
    const refused = restrictionRefusal(store, account);
    if (refused) return refused;
    const type = params.string("source_image_type") ?? "EMPTY";
    const source = sourceOf(store, request, path.location, type, params.string("source_image"));
    if (source instanceof Response) return source;
    // A copy takes its source's size unless a larger one is asked for; an empty or OS disk needs size_gb.
    const size = Math.max(params.int("size_gb") ?? 0, source?.size_gb ?? 0);
    if (size < 1) return apiError(store, 400, "size_gb is required unless the source image gives the size.");
    const display = params.string("display_name");
    const sourceImage = params.string("source_image");
    const disk = makeBlockDisk(store.factory(), path.location, account.id, {
      size_gb: size,
      source_image_type: type === "OS_BASE" || type === "DISK" || type === "SNAPSHOT" ? type : "EMPTY",
      ...(display ? { display_name: display } : {}),
      ...(type !== "EMPTY" && sourceImage ? { source_image: sourceImage } : {}),
    });
    blockDisksOf(store).push(disk);
    store.changed();
    return reply.json(serveBlockDisk(disk));
  }),
  operation(routes, "get /{location}/storage/disks/{disk_uuid}", ({ request, params, reply }) => {
    const disk = findBlockDisk(store, request, params.location, params.disk_uuid);
    return disk instanceof Response ? disk : reply.json(serveBlockDisk(disk));
  }),
  operation(routes, "patch /{location}/storage/disks/{disk_uuid}", async ({ request, params, reply }) => {
    const disk = findBlockDisk(store, request, params.location, params.disk_uuid);
    if (disk instanceof Response) return disk;
    const body = await readParams(request);
    if (body.has("billing_account_id")) {
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      disk.billing_account_id = account.id;
    }
    const display = body.string("display_name");
    if (display !== undefined) disk.display_name = display;
    const bootable = body.bool("read_only_bootable");
    if (bootable !== undefined) disk.read_only_bootable = bootable;
    disk.updated_at = formatIsoMs(store.clock.now());
    store.changed();
    return reply.json(serveBlockDisk(disk));
  }),
  operation(routes, "delete /{location}/storage/disks/{disk_uuid}", ({ request, params, reply }) => {
    const disk = findBlockDisk(store, request, params.location, params.disk_uuid);
    if (disk instanceof Response) return disk;
    if (disk.attached_to) return apiError(store, 409, `Disk ${disk.uuid} is attached to a virtual machine; detach it first.`);
    store.state.blockDisks = blockDisksOf(store).filter((d) => d !== disk);
    store.changed();
    return reply.empty(204);
  }),
];
