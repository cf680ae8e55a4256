import { bootImages, catalogVersion } from "../../config/catalog.js";
import { makeDisk, makeVm } from "../../factories/compute.js";
import { formatDt } from "../../factories/time.js";
import { serveVm } from "../../serializers/compute.js";
import { operation } from "../contract.js";
import { findBlockDisk } from "../blockStorage.js";
import { apiError, type DomainHandlers } from "../http.js";
import { vmTools } from "./context.js";

/** What a VM can be told to do: start, stop, back up, clone, reinstall, rebuild, rescue, boot an ISO, change its password. */
export const vmActionHandlers: DomainHandlers = (store, routes) => {
  const { withVm, touch } = vmTools(store);

  return [
    operation(routes, "post /{location}/user-resource/vm/start", ({ request, params, reply }) =>
      withVm(request, params.location, (v) => {
        if (v.status !== "stopped") return apiError(store, 409, `Failed to start virtual machine: it is ${v.status}.`);
        v.status = "running";
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/stop", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        if (v.status === "stopped") return reply.json(serveVm(store.state, v));
        if (v.status !== "running" && v.status !== "stopping") return apiError(store, 409, `Failed to stop virtual machine: it is ${v.status}.`);
        // The platform answers a stop `stopped` (clients stop, then resize at once); a graceful stop shows
        // `stopping` only where the mock was given time for one.
        if (body.bool("force") || store.gracefulStopMs <= 0) {
          v.status = "stopped";
          v.transition = null;
          // An ISO boots once: stopped, the VM boots from its disk again.
          v.bootedIso = null;
        } else if (v.status === "running") {
          v.status = "stopping";
          v.transition = { to: "stopped", at: store.clock.now() + store.gracefulStopMs };
        }
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/backup", ({ request, params, reply }) =>
      withVm(request, params.location, (v) => {
        v.backup = !v.backup;
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/clone", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const clone = makeVm(store.factory(), {
          ...structuredClone(v),
          uuid: store.rng.uuid(),
          name: body.string("name") ?? `${v.name}-clone`,
          // The platform answers a clone running, a copy made at once (doc-vm-clone-vm).
          status: "running",
          transition: null,
          diskSizes: v.storage.map((d) => d.size),
          created_at: formatDt(store.clock.now()),
          updated_at: null,
        });
        clone.storage = v.storage.map((d, i) => makeDisk(store.factory(), d.size, i, i === 0 ? clone.uuid : undefined));
        store.state.vms.push(clone);
        store.changed();
        return reply.json(serveVm(store.state, clone));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/reinstall", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        v.os_name = body.string("os_name") ?? v.os_name;
        const version = body.string("os_version");
        // Kept under the catalog's name where it has one (`22.04-lts` as `22.04`); reinstall checks no image.
        v.os_version = version === undefined ? v.os_version : (catalogVersion(v.os_name, version) ?? version);
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/rebuild", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        const replicaUuid = body.string("replica_uuid");
        const exists = v.storage.some((d) => d.replica.some((r) => r.uuid === replicaUuid));
        if (!exists) return apiError(store, 404, `No such snapshot or backup ${replicaUuid ?? ""}.`.trim());
        // Its disks restored, the VM is left stopped, as the platform answers a rebuild (doc-vm-rebuild-from-replica).
        v.status = "stopped";
        v.transition = null;
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/rescue_start", ({ request, params, reply }) =>
      withVm(request, params.location, (v) => {
        if (v.status !== "running" && v.status !== "stopped") return apiError(store, 409, `The VM is ${v.status}; wait until it is running or stopped.`);
        v.status = "running";
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "post /{location}/user-resource/vm/boot_iso_media", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        if (v.status !== "running" && v.status !== "stopped") return apiError(store, 409, `The VM is ${v.status}; wait until it is running or stopped.`);
        // Left out (as in the documented example), the platform's first rescue image.
        const uuid = body.string("boot_image_uuid") ?? bootImages.find((image) => !image.is_installation_media)?.uuid;
        // A private image is one of the caller's disks marked read-only bootable; a platform one is a boot image.
        if (body.string("boot_image_repository") === "private") {
          const disk = findBlockDisk(store, request, params.location, uuid);
          if (disk instanceof Response) return disk;
          if (!disk.read_only_bootable) return apiError(store, 400, `Disk ${disk.uuid} is not marked read_only_bootable.`);
          v.bootedIso = { uuid: disk.uuid, name: disk.display_name ?? disk.uuid, repository: "private" };
        } else {
          const image = bootImages.find((candidate) => candidate.uuid === uuid && candidate.is_published);
          if (!image) return apiError(store, 404, `Boot image ${uuid ?? ""} not found; pick one from /config/boot_images.`);
          v.bootedIso = { uuid: image.uuid, name: image.description ?? image.image_name, repository: "platform" };
        }
        // The VM starts once from the image; its next start is a normal one.
        v.status = "running";
        v.transition = null;
        touch(v);
        return reply.json(serveVm(store.state, v));
      }),
    ),
    operation(routes, "patch /{location}/user-resource/vm/user", ({ request, params, reply }) =>
      withVm(request, params.location, (v, body) => {
        if (v.status !== "running") return apiError(store, 409, "The password can be changed only while the virtual machine is running. Start it first.");
        if (!body.string("password")) return apiError(store, 400, "password is required.");
        v.username = body.string("username") ?? v.username;
        touch(v);
        return reply.json({ success: true });
      }),
    ),
  ];
};
