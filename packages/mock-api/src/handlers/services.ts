import { serviceConfigurations } from "../config/catalog.js";
import { makeService } from "../factories/services.js";
import { formatDt } from "../factories/time.js";
import { serveService } from "../serializers/services.js";
import type { StoredService } from "../store/entities.js";
import { LIFECYCLE_MS } from "../store/lifecycles.js";
import { callerOf, owned, refuseForeign, resolveAccount, restrictionRefusal, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { serviceOwner } from "./owners.js";
import { apiError, readParams, type DomainHandlers, type ErrorAnswer } from "./http.js";

const CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;


/** Managed services (mariadb, postgresql, kubernetes): packages, their VMs, secrets and allow-lists. */
export const serviceHandlers: DomainHandlers = (store, routes) => {
  const find = (request: Request, uuid: string) =>
    owned(store, callerOf(store, request), store.state.services.find((s) => s.uuid === uuid && !s.is_deleted), serviceOwner, () =>
      apiError(store, 404, `No such service package ${uuid}.`),
    );
  /** A package of the caller's in the given location (a location-scoped call names it in the path). */
  const findIn = (request: Request, location: string, uuid: string): StoredService | ErrorAnswer => {
    const found = find(request, uuid);
    if (found instanceof Response || found.location === location) return found;
    return apiError(store, 404, `No such service package ${uuid} in ${location}.`);
  };
  /** Start or stop one resource of a package: it is `starting` or `stopping` until the step is due on the clock. */
  const switchResource = (request: Request, params: { uuid: string; target_uuid: string }, status: "running" | "stopped"): StoredService | ErrorAnswer => {
    const found = find(request, params.uuid);
    if (found instanceof Response) return found;
    if (found.status === "creating" || found.status === "rebuilding") return apiError(store, 409, `The service is ${found.status}; try again when it is ready.`);
    const resource = found.resources.find((r) => r.resource_id === params.target_uuid);
    if (!resource) return apiError(store, 404, `No such resource ${params.target_uuid} in this service.`);
    if (resource.resource_allocation.status === status) return found;
    resource.resource_allocation = { ...resource.resource_allocation, status: status === "running" ? "starting" : "stopping" };
    found.resource_steps = [...(found.resource_steps ?? []).filter((step) => step.resource_id !== resource.resource_id), { resource_id: resource.resource_id, to: status, at: store.clock.now() + LIFECYCLE_MS.serviceResource }];
    store.changed();
    return found;
  };

  return [
    operation(routes, "get /user-resource/service/packages", ({ request, reply }) =>
      reply.json(visibleTo(store, callerOf(store, request), store.state.services.filter((s) => !s.is_deleted), serviceOwner).map(serveService)),
    ),
    operation(routes, "post /user-resource/service/package", async ({ request, reply }) => {
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const service = body.string("service");
      const config = serviceConfigurations.find((c) => c.service === service);
      if (!config) return apiError(store, 400, `Unknown service ${service ?? ""}; use one of ${serviceConfigurations.map((c) => c.service).join(", ")}.`);
      if (service === "kubernetes" && !store.state.ui.kubernetesEnabled) return apiError(store, 400, "Kubernetes is not enabled on this site.");
      const version = body.string("version");
      if (!version || !config.versions.includes(version)) return apiError(store, 400, `Unknown version; ${service} offers ${config.versions.join(", ")}.`);
      const displayName = body.string("display_name");
      if (!displayName) return apiError(store, 400, "display_name is required.");
      const [vcpu, ram, disk] = ["vm_cpu", "vm_ram", "vm_disk_gb"].map((k) => body.int(k));
      const size = (n: number | undefined) => (n === undefined || Number.isNaN(n) || n < 1 ? undefined : n);
      const [vmCpu, vmRam, vmDisk] = [size(vcpu), size(ram), size(disk)];
      if (vmCpu === undefined || vmRam === undefined || vmDisk === undefined) return apiError(store, 400, "vm_cpu, vm_ram and vm_disk_gb must be whole numbers of at least 1.");
      let location = store.state.locations.find((l) => l.is_default)?.slug ?? "tll";
      const packageParameters = body.raw("package_parameters");
      try {
        const parsed: unknown = typeof packageParameters === "string" ? JSON.parse(packageParameters) : packageParameters;
        const wanted = typeof parsed === "object" && parsed !== null && "location" in parsed ? parsed.location : undefined;
        if (typeof wanted === "string" && store.state.locations.some((l) => l.slug === wanted)) location = wanted;
      } catch {
        return apiError(store, 400, "package_parameters must be JSON.");
      }
      const created = makeService(store.factory(), location, account.id, {
        service: config.service,
        version,
        display_name: displayName,
        is_multi_node: body.bool("is_multi_node") ?? false,
        status: "creating",
        transition: { to: "active", at: store.clock.now() + LIFECYCLE_MS.serviceCreate },
        vcpu: vmCpu,
        ram: vmRam,
        disk: vmDisk,
      });
      store.state.services.push(created);
      store.changed();
      return reply.json(serveService(created));
    }),
    operation(routes, "patch /user-resource/service/package/{uuid}", async ({ request, params, reply }) => {
      const found = find(request, params.uuid);
      if (found instanceof Response) return found;
      const body = await readParams(request);
      if (body.has("display_name")) {
        const name = body.string("display_name");
        if (!name) return apiError(store, 400, "display_name must not be empty.");
        found.display_name = name;
      }
      if (body.has("billing_account_id")) {
        const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
        if (account instanceof Response) return account;
        found.billing_account_id = account.id;
      }
      found.updated_at = formatDt(store.clock.now());
      store.changed();
      return reply.json(serveService(found));
    }),
    operation(routes, "delete /user-resource/service/package/{uuid}", ({ request, params, reply }) => {
      const found = find(request, params.uuid);
      if (found instanceof Response) return found;
      found.is_deleted = true;
      found.status = "deleted";
      found.transition = null;
      found.deleted_at = formatDt(store.clock.now());
      found.resources = found.resources.map((r) => ({ ...r, resource_allocation: {} }));
      store.changed();
      return reply.json(serveService(found));
    }),
    operation(routes, "post /user-resource/service/package/{uuid}/resources/{target_uuid}/start", ({ request, params, reply }) => {
      const found = switchResource(request, params, "running");
      return found instanceof Response ? found : reply.json(serveService(found));
    }),
    operation(routes, "post /user-resource/service/package/{uuid}/resources/{target_uuid}/stop", ({ request, params, reply }) => {
      const found = switchResource(request, params, "stopped");
      return found instanceof Response ? found : reply.json(serveService(found));
    }),
    operation(routes, "get /user-resource/service/package/{uuid}/secrets", ({ request, params, reply }) => {
      const found = find(request, params.uuid);
      return found instanceof Response ? found : reply.json(found.secrets);
    }),
    // The allow-list is location-scoped, as the published API marks it: the service must live in the path's location.
    operation(routes, "get /{location}/user-resource/service/package/{uuid}/whitelist_addresses", ({ request, params, reply }) => {
      const found = findIn(request, params.location, params.uuid);
      return found instanceof Response ? found : reply.json(found.whitelist_addresses);
    }),
    operation(routes, "post /{location}/user-resource/service/package/{uuid}/whitelist_addresses", async ({ request, params, reply }) => {
      const found = findIn(request, params.location, params.uuid);
      if (found instanceof Response) return found;
      const address = (await readParams(request)).string("ip_address");
      if (!address || !CIDR.test(address)) return apiError(store, 400, "ip_address must be an IPv4 address or CIDR, e.g. 10.123.8.0/24.");
      if (!found.whitelist_addresses.includes(address)) found.whitelist_addresses.push(address);
      store.changed();
      return reply.json(found.whitelist_addresses);
    }),
    operation(routes, "delete /{location}/user-resource/service/package/{uuid}/whitelist_addresses", async ({ request, params, reply }) => {
      const found = findIn(request, params.location, params.uuid);
      if (found instanceof Response) return found;
      const address = (await readParams(request)).string("ip_address");
      found.whitelist_addresses = found.whitelist_addresses.filter((a) => a !== address);
      store.changed();
      return reply.json(found.whitelist_addresses);
    }),
    // Rebuilding reinstalls the service's VMs: the package is `rebuilding` until the step is due on the clock.
    operation(routes, "post /{location}/user-resource/service/package/vm/rebuild", async ({ request, params, reply }) => {
      const uuid = (await readParams(request)).string("uuid");
      const service = store.state.services.find((s) => s.uuid === uuid && !s.is_deleted);
      const foreign = refuseForeign(store, callerOf(store, request), service, serviceOwner);
      if (foreign) return foreign;
      if (!service || service.location !== params.location) return apiError(store, 404, `No such service package ${uuid ?? ""} in ${params.location}.`);
      if (service.status === "creating" || service.status === "rebuilding") return apiError(store, 409, `The service is ${service.status}; try again when it is ready.`);
      service.status = "rebuilding";
      service.transition = { to: "active", at: store.clock.now() + LIFECYCLE_MS.serviceRebuild };
      service.resource_steps = [];
      service.resources = service.resources.map((r) => ({ ...r, resource_allocation: { ...r.resource_allocation, status: "running" } }));
      store.changed();
      return reply.json({ success: true });
    }),
  ];
};
