import { HttpResponse, http } from "msw";
import { vmImages } from "../config/catalog.js";
import { makeDisk, makeFloatingIp, makeNetwork, makeVm } from "../factories/entities.js";
import { formatDt, formatDt6 } from "../factories/time.js";
import type { Disk, Replica, Vm } from "../store/entities.js";
import { LIFECYCLE_MS } from "../store/lifecycles.js";
import type { MockStore } from "../store/store.js";
import { callerOf, canUse, forbidden, limitedSizeRefusal, resolveAccount, restrictionRefusal, visible } from "./access.js";
import { apiError, readParams, success, type Caller, type DomainHandlers, type Params } from "./http.js";

/** A VM as the API shows it (without the store's own fields). */
export function serveVm(vm: Vm): Omit<Vm, "location" | "transition" | "network_uuid"> {
  const { location: _location, transition: _transition, network_uuid: _network, ...rest } = vm;
  return rest;
}

const COMPUTE_UNAVAILABLE = "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.";

/** A positive whole number, or an error message naming the field (spec §5). */
function positiveInt(params: Params, key: string, label: string): number | string | undefined {
  const n = params.int(key);
  if (n === undefined) return undefined;
  if (Number.isNaN(n) || n < 1) return `${label} must be a whole number of at least 1.`;
  return n;
}

/** Detach a VM from networks, floating IPs and load balancers (when it is deleted). */
function detachVm(store: MockStore, vm: Vm): void {
  for (const net of store.state.networks) {
    if (net.vm_uuids.includes(vm.uuid)) {
      net.vm_uuids = net.vm_uuids.filter((u) => u !== vm.uuid);
      net.resources_count = Math.max(0, net.resources_count - 1);
    }
  }
  for (const ip of store.state.ips) {
    if (ip.assigned_to === vm.uuid) {
      ip.assigned_to = null;
      ip.assigned_to_resource_type = null;
      ip.assigned_to_private_ip = null;
      ip.unassigned_at = formatDt(store.clock.now());
    }
  }
  for (const lb of store.state.loadBalancers) lb.targets = lb.targets.filter((t) => t.target_uuid !== vm.uuid);
}

/** Where a new VM's primary disk comes from: a snapshot or backup of another VM, or a disk left unattached. */
type BootSource =
  | { kind: "replica"; vm: Vm; replica: Replica; size: number }
  | { kind: "disk"; disk: Disk; owner: Vm }
  | { kind: "image" };

/**
 * Resolve source_uuid + source_replica or disk_uuid (api-payloads §2.7) against the caller's VMs in the location.
 * A replica must belong to one of the caller's VMs there; a disk must not be attached to a VM that still exists
 * (disks of deleted VMs stay in the store, reusable).
 */
function resolveBootSource(store: MockStore, caller: Caller, location: string, params: Params): BootSource | Response {
  const sourceUuid = params.string("source_uuid");
  const sourceReplica = params.string("source_replica");
  const diskUuid = params.string("disk_uuid");
  if (Boolean(sourceUuid) !== Boolean(sourceReplica)) return apiError(store, 400, "source_uuid and source_replica go together: name the VM and its snapshot or backup.");
  if (sourceUuid && diskUuid) return apiError(store, 400, "Give either disk_uuid or source_uuid with source_replica, not both.");
  const mine = store.state.vms.filter((v) => v.location === location && canUse(caller, v.billing_account));
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

/** Virtual machines of one location: lifecycle, resize, disks, snapshots, interfaces. */
export const vmHandlers: DomainHandlers = (store, routes) => {
  const vm = (path: string) => routes.located(`/user-resource${path}`);

  /** Find a live VM the caller may touch, or the platform's error. */
  const findVm = (request: Request, location: string, uuid: string | undefined): Vm | Response => {
    const found = store.state.vms.find((v) => v.uuid === uuid && v.location === location && v.status !== "deleted");
    if (!found) return apiError(store, 404, `No such virtual machine exists. ${uuid ?? ""}`.trim());
    if (!canUse(callerOf(store, request), found.billing_account)) return forbidden(store);
    return found;
  };
  const withVm = async (
    request: Request,
    location: unknown,
    action: (vm: Vm, params: Params) => Response | Promise<Response>,
  ): Promise<Response> => {
    const params = await readParams(request);
    const found = findVm(request, String(location), params.string("uuid"));
    return found instanceof Response ? found : action(found, params);
  };
  const touch = (v: Vm) => {
    v.updated_at = formatDt(store.clock.now());
    store.changed();
  };
  const subinterfaces = (vmUuid: string) => store.state.subinterfaces[vmUuid] ?? [];
  const locationOf = (slug: string) => store.state.locations.find((l) => l.slug === slug);

  return [
    http.get(vm("/vm/list"), ({ request, params }) => {
      const list = store.state.vms.filter((v) => v.location === params.location && v.status !== "deleted");
      return HttpResponse.json(visible(callerOf(store, request), list, (v) => v.billing_account).map(serveVm));
    }),
    http.get(vm("/vm"), async ({ request, params }) => {
      const found = findVm(request, String(params.location), new URL(request.url).searchParams.get("uuid") ?? undefined);
      return found instanceof Response ? found : HttpResponse.json(serveVm(found));
    }),
    http.post(vm("/vm"), async ({ request, params: path }) => {
      const location = String(path.location);
      const loc = locationOf(location);
      if (!loc) return apiError(store, 404, `Unknown location ${location}.`);
      if (loc.create_resource_disabled) return apiError(store, 500, COMPUTE_UNAVAILABLE);
      const params = await readParams(request);
      const caller = callerOf(store, request);
      const account = resolveAccount(store, caller, params.int("billing_account_id"));
      if (account instanceof Response) return account;

      const name = params.string("name");
      if (!name) return apiError(store, 400, "name is required.");
      const vcpu = positiveInt(params, "vcpu", "vcpu");
      const ram = positiveInt(params, "ram", "ram");
      if (typeof vcpu === "string") return apiError(store, 400, vcpu);
      if (typeof ram === "string") return apiError(store, 400, ram);
      if (vcpu === undefined || ram === undefined) return apiError(store, 400, "vcpu and ram are required.");
      const diskUuid = params.string("disk_uuid");
      const diskSizes = params
        .all("disks")
        .flatMap((d) => (Array.isArray(d) ? d.map(String) : String(d).split(",")))
        .map((d) => String(d).trim())
        .filter(Boolean);
      if (!diskUuid && diskSizes.length === 0) return apiError(store, 400, "disks (size in GB) is required when disk_uuid is not given.");
      if (!diskUuid && diskSizes.some((d) => !/^\d+$/.test(d) || Number(d) < 1)) return apiError(store, 400, "Disk size must be a whole number of at least 1.");
      const source = resolveBootSource(store, caller, location, params);
      if (source instanceof Response) return source;
      // A replica carries its VM's system; a reused disk keeps its former VM's unless the caller names one.
      const inherited = source.kind === "replica" ? source.vm : source.kind === "disk" && !params.string("os_name") ? source.owner : undefined;
      const osName = inherited?.os_name ?? params.string("os_name") ?? "_custom";
      const osVersion = inherited?.os_version ?? params.string("os_version") ?? "_";
      const image = vmImages.find((i) => i.os_name === osName);
      if (!inherited && osName !== "_custom" && (!image || !image.versions.some((v) => v.os_version === osVersion))) {
        return apiError(store, 400, `Unknown image ${osName} ${osVersion}. Pick one from /config/vm_images.`);
      }
      const refused = restrictionRefusal(store, account) ?? limitedSizeRefusal(store, account, vcpu, ram);
      if (refused) return refused;

      let network = store.state.networks.find((n) => n.location === location && (params.string("network_uuid") ? n.uuid === params.string("network_uuid") : n.is_default));
      if (!network && params.string("network_uuid")) return apiError(store, 404, `No such network ${params.string("network_uuid")}.`);
      if (!network) {
        network = makeNetwork(store.factory(), location, 0);
        store.state.networks.push(network);
      }
      const now = store.clock.now();
      const created = makeVm(store.factory(), {
        location,
        name,
        hostname: name,
        description: params.string("description") ?? "",
        status: "creating",
        transition: { to: "running", at: now + LIFECYCLE_MS.vmCreate },
        billing_account: account.id,
        vcpu,
        memory: ram,
        os_name: osName,
        os_version: osVersion,
        ...(osName === "windows" ? { license_type: "WINDOWS" } : {}),
        username: params.string("username") ?? (osName === "windows" ? "Administrator" : "root"),
        backup: params.bool("backup") ?? false,
        designated_pool_uuid: params.string("designated_pool_uuid") ?? "",
        network_uuid: network.uuid,
        diskSizes: diskSizes.length > 0 ? diskSizes.map(Number) : [20],
      });
      const primary = created.storage[0];
      if (source.kind === "replica" && primary) primary.size = Math.max(primary.size, source.size);
      if (source.kind === "disk") {
        // disk_uuid replaces disks (api-payloads §2.7): the reused disk is the only one, moved off its deleted VM.
        source.owner.storage = source.owner.storage.filter((d) => d !== source.disk);
        created.storage = [{ ...source.disk, name: "vda", primary: true }];
      }
      const [subnetBase] = network.subnet.split("/");
      created.private_ipv4 = (subnetBase ?? "10.1.0.0").replace(/\.0$/, `.${network.vm_uuids.length + 10}`);
      store.state.vms.push(created);
      network.vm_uuids.push(created.uuid);
      network.resources_count += 1;
      if (params.bool("reserve_public_ip") ?? true) {
        store.state.ips.push(
          makeFloatingIp(store.factory(), location, account.id, {
            assigned_to: created.uuid,
            assigned_to_resource_type: "virtual_machine",
            assigned_to_private_ip: created.private_ipv4,
          }),
        );
      }
      store.changed();
      return HttpResponse.json(serveVm(created));
    }),
    http.patch(vm("/vm"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const vcpu = positiveInt(body, "vcpu", "vcpu");
        const ram = positiveInt(body, "ram", "ram");
        if (typeof vcpu === "string") return apiError(store, 400, vcpu);
        if (typeof ram === "string") return apiError(store, 400, ram);
        const resizing = (vcpu !== undefined && vcpu !== v.vcpu) || (ram !== undefined && ram !== v.memory);
        if (resizing && v.status !== "stopped") return apiError(store, 409, "CPU and RAM can be changed only while the virtual machine is stopped. Stop it first.");
        if (resizing) {
          const account = store.state.billingAccounts.find((a) => a.id === v.billing_account);
          const refused = limitedSizeRefusal(store, account, typeof vcpu === "number" ? vcpu : v.vcpu, typeof ram === "number" ? ram : v.memory);
          if (refused) return refused;
        }
        const name = body.string("name");
        if (body.has("name") && !name) return apiError(store, 400, "name must not be empty.");
        if (name) v.name = name;
        // Not in the documented PATCH body (x-inferred in the contract); the mock keeps it.
        const description = body.string("description");
        if (description !== undefined) v.description = description;
        if (typeof vcpu === "number") v.vcpu = vcpu;
        if (typeof ram === "number") v.memory = ram;
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.delete(vm("/vm"), ({ request, params }) =>
      withVm(request, params.location, (v) => {
        v.status = "deleted";
        v.transition = null;
        detachVm(store, v);
        touch(v);
        return success();
      }),
    ),
    http.post(vm("/vm/start"), ({ request, params }) =>
      withVm(request, params.location, (v) => {
        if (v.status !== "stopped") return apiError(store, 409, `Failed to start virtual machine: it is ${v.status}.`);
        v.status = "running";
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.post(vm("/vm/stop"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        if (v.status === "stopped") return HttpResponse.json(serveVm(v));
        if (v.status !== "running" && v.status !== "stopping") return apiError(store, 409, `Failed to stop virtual machine: it is ${v.status}.`);
        if (body.bool("force")) {
          v.status = "stopped";
          v.transition = null;
        } else if (v.status === "running") {
          v.status = "stopping";
          v.transition = { to: "stopped", at: store.clock.now() + LIFECYCLE_MS.vmStop };
        }
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.post(vm("/vm/backup"), ({ request, params }) =>
      withVm(request, params.location, (v) => {
        v.backup = !v.backup;
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.post(vm("/vm/clone"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const clone = makeVm(store.factory(), {
          ...structuredClone(v),
          uuid: store.rng.uuid(),
          name: body.string("name") ?? `${v.name}-clone`,
          status: "creating",
          transition: { to: "running", at: store.clock.now() + LIFECYCLE_MS.vmCreate },
          diskSizes: v.storage.map((d) => d.size),
          created_at: formatDt(store.clock.now()),
          updated_at: null,
        });
        clone.storage = v.storage.map((d, i) => makeDisk(store.factory(), d.size, i, i === 0 ? clone.uuid : undefined));
        store.state.vms.push(clone);
        const net = store.state.networks.find((n) => n.uuid === v.network_uuid);
        if (net) {
          net.vm_uuids.push(clone.uuid);
          net.resources_count += 1;
        }
        store.changed();
        return HttpResponse.json(serveVm(clone));
      }),
    ),
    http.post(vm("/vm/reinstall"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        v.os_name = body.string("os_name") ?? v.os_name;
        v.os_version = body.string("os_version") ?? v.os_version;
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.post(vm("/vm/rebuild"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const replicaUuid = body.string("replica_uuid");
        const exists = v.storage.some((d) => d.replica.some((r) => r.uuid === replicaUuid));
        if (!exists) return apiError(store, 404, `No such snapshot or backup ${replicaUuid ?? ""}.`.trim());
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.post(vm("/vm/rescue_start"), ({ request, params }) =>
      withVm(request, params.location, (v) => {
        if (v.status !== "running" && v.status !== "stopped") return apiError(store, 409, `The VM is ${v.status}; wait until it is running or stopped.`);
        v.status = "running";
        touch(v);
        return HttpResponse.json(serveVm(v));
      }),
    ),
    http.get(vm("/vm/replica"), ({ request, params }) => {
      const found = findVm(request, String(params.location), new URL(request.url).searchParams.get("uuid") ?? undefined);
      if (found instanceof Response) return found;
      const type = new URL(request.url).searchParams.get("r_type") ?? "snapshot";
      return HttpResponse.json(found.storage.flatMap((d) => d.replica).filter((r) => r.type === type));
    }),
    http.post(vm("/vm/replica"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const disk = v.storage.find((d) => d.primary);
        if (!disk) return apiError(store, 500, "Failed to create snapshot of virtual machine");
        const stamp = new Date(store.clock.now()).toISOString().slice(0, 19).replace(/[T:]/g, "-");
        disk.replica.push({
          uuid: `${v.uuid}${stamp}`,
          id: store.nextId(),
          master_id: disk.id,
          master_uuid: disk.uuid,
          type: body.string("type") === "backup" ? "backup" : "snapshot",
          size: disk.size,
          pool: "",
          created_at: formatDt6(store.clock.now()),
          updated_at: null,
        });
        touch(v);
        return HttpResponse.json(disk);
      }),
    ),
    http.delete(vm("/vm/replica"), async ({ request, params }) => {
      const body = await readParams(request);
      const replicaUuid = body.string("replica_uuid");
      for (const v of store.state.vms.filter((x) => x.location === params.location)) {
        for (const d of v.storage) {
          const i = d.replica.findIndex((r) => r.uuid === replicaUuid);
          if (i >= 0) {
            if (!canUse(callerOf(store, request), v.billing_account)) return forbidden(store);
            d.replica.splice(i, 1);
            store.changed();
            return success();
          }
        }
      }
      return apiError(store, 404, `No such snapshot or backup ${replicaUuid ?? ""}.`.trim());
    }),
    http.post(vm("/vm/storage"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const size = positiveInt(body, "size_gb", "size_gb");
        if (typeof size !== "number") return apiError(store, 400, typeof size === "string" ? size : "size_gb is required.");
        const disk = makeDisk(store.factory(), size, v.storage.length);
        v.storage.push(disk);
        touch(v);
        return HttpResponse.json(disk);
      }),
    ),
    http.patch(vm("/vm/storage"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const size = positiveInt(body, "size_gb", "size_gb");
        if (typeof size !== "number") return apiError(store, 400, typeof size === "string" ? size : "size_gb is required.");
        const disk = v.storage.find((d) => d.uuid === body.string("disk_uuid"));
        if (!disk) return apiError(store, 404, `No such disk ${body.string("disk_uuid") ?? ""}.`.trim());
        if (size < disk.size) return apiError(store, 400, `A disk can only grow: it is ${disk.size} GB, asked for ${size} GB.`);
        disk.size = size;
        disk.updated_at = formatDt(store.clock.now());
        touch(v);
        return HttpResponse.json(disk);
      }),
    ),
    http.delete(vm("/vm/storage"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const disk = v.storage.find((d) => d.uuid === body.string("storage_uuid"));
        if (!disk) return apiError(store, 404, `No such disk ${body.string("storage_uuid") ?? ""}.`.trim());
        if (disk.primary) return apiError(store, 400, "The primary disk cannot be removed.");
        v.storage = v.storage.filter((d) => d !== disk);
        touch(v);
        return success();
      }),
    ),
    http.patch(vm("/vm/user"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        if (v.status !== "running") return apiError(store, 409, "The password can be changed only while the virtual machine is running. Start it first.");
        if (!body.string("password")) return apiError(store, 400, "password is required.");
        v.username = body.string("username") ?? v.username;
        touch(v);
        return success();
      }),
    ),
    http.post(vm("/resource_billing"), ({ request, params }) =>
      withVm(request, params.location, (v, body) => {
        const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
        if (account instanceof Response) return account;
        v.billing_account = account.id;
        touch(v);
        return success();
      }),
    ),

    // Interfaces (one per VM, on its network) and VLAN sub-interfaces.
    http.get(routes.located("/network/virtual-machines/:uuid/interfaces"), ({ request, params }) => {
      const found = findVm(request, String(params.location), String(params.uuid));
      if (found instanceof Response) return found;
      return HttpResponse.json([
        { uuid: found.uuid, mac_addr: found.mac, network_uuid: found.network_uuid, private_ipv4: found.private_ipv4, subinterfaces: subinterfaces(found.uuid) },
      ]);
    }),
    http.post(routes.located("/network/virtual-machines/:uuid/interfaces/:ifUuid/subinterfaces"), async ({ request, params }) => {
      const found = findVm(request, String(params.location), String(params.uuid));
      if (found instanceof Response) return found;
      const body = await readParams(request);
      const vlan = body.int("vlan_tag");
      if (vlan === undefined || Number.isNaN(vlan) || vlan < 1 || vlan > 4094) return apiError(store, 400, "vlan_tag must be a whole number from 1 to 4094.");
      const sub = { uuid: store.rng.uuid(), vlan_tag: vlan, mac_addr: found.mac, network_uuid: body.string("network_uuid") ?? "" };
      store.state.subinterfaces[found.uuid] = [...subinterfaces(found.uuid), sub];
      store.changed();
      return HttpResponse.json(sub);
    }),
    http.delete(routes.located("/network/virtual-machines/:uuid/subinterfaces/:subUuid"), ({ params }) => {
      const vmUuid = String(params.uuid);
      store.state.subinterfaces[vmUuid] = subinterfaces(vmUuid).filter((s) => s.uuid !== params.subUuid);
      store.changed();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};
