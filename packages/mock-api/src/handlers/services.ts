import { HttpResponse, http } from "msw";
import { serviceConfigurations } from "../config/catalog.js";
import { makeService } from "../factories/entities.js";
import { formatDt } from "../factories/time.js";
import type { ServicePackage } from "../store/entities.js";
import { LIFECYCLE_MS } from "../store/lifecycles.js";
import { callerOf, canUse, forbidden, resolveAccount, restrictionRefusal, visible } from "./access.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

const CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;

/** Managed services (mariadb, postgresql, kubernetes): packages, their VMs, secrets and allow-lists. */
export const serviceHandlers: DomainHandlers = (store, routes) => {
  const p = (path: string) => routes.path(`/user-resource/service${path}`);
  const serve = (s: ServicePackage) => {
    const { location: _location, transition: _transition, secrets: _secrets, ...rest } = s;
    return rest;
  };
  const find = (request: Request, uuid: unknown): ServicePackage | Response => {
    const found = store.state.services.find((s) => s.uuid === uuid && !s.is_deleted);
    if (!found) return apiError(store, 404, `No such service package ${String(uuid)}.`);
    if (!canUse(callerOf(store, request), found.billing_account_id)) return forbidden(store);
    return found;
  };

  return [
    http.get(p("/packages"), ({ request }) =>
      HttpResponse.json(visible(callerOf(store, request), store.state.services.filter((s) => !s.is_deleted), (s) => s.billing_account_id).map(serve)),
    ),
    http.get(p("/package/:uuid"), ({ request, params }) => {
      const found = find(request, params.uuid);
      return found instanceof Response ? found : HttpResponse.json(serve(found));
    }),
    http.post(p("/package"), async ({ request }) => {
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
      const sizes = ["vm_cpu", "vm_ram", "vm_disk_gb"].map((k) => body.int(k));
      if (sizes.some((n) => n === undefined || Number.isNaN(n) || n < 1)) return apiError(store, 400, "vm_cpu, vm_ram and vm_disk_gb must be whole numbers of at least 1.");
      const [vcpu = 1, ram = 1, disk = 1] = sizes as number[];
      let location = store.state.locations.find((l) => l.is_default)?.slug ?? "tll";
      const packageParameters = body.raw("package_parameters");
      try {
        const parsed: unknown = typeof packageParameters === "string" ? JSON.parse(packageParameters) : packageParameters;
        const wanted = (parsed as { location?: unknown } | undefined)?.location;
        if (typeof wanted === "string" && store.state.locations.some((l) => l.slug === wanted)) location = wanted;
      } catch {
        return apiError(store, 400, "package_parameters must be JSON.");
      }
      const created = makeService(store.factory(), location, account.id, {
        service: config.service as ServicePackage["service"],
        version,
        display_name: displayName,
        is_multi_node: body.bool("is_multi_node") ?? false,
        status: "creating",
        transition: { to: "active", at: store.clock.now() + LIFECYCLE_MS.serviceCreate },
        vcpu,
        ram,
        disk,
      });
      store.state.services.push(created);
      store.changed();
      return HttpResponse.json(serve(created));
    }),
    http.patch(p("/package/:uuid"), async ({ request, params }) => {
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
      return HttpResponse.json(serve(found));
    }),
    http.delete(p("/package/:uuid"), ({ request, params }) => {
      const found = find(request, params.uuid);
      if (found instanceof Response) return found;
      found.is_deleted = true;
      found.status = "deleted";
      found.transition = null;
      found.deleted_at = formatDt(store.clock.now());
      found.resources = found.resources.map((r) => ({ ...r, resource_allocation: {} }));
      store.changed();
      return HttpResponse.json(serve(found));
    }),
    http.post(p("/package/:uuid/resources/:target/:action"), ({ request, params }) => {
      const found = find(request, params.uuid);
      if (found instanceof Response) return found;
      const resource = found.resources.find((r) => r.resource_id === params.target);
      if (!resource) return apiError(store, 404, `No such resource ${String(params.target)} in this service.`);
      if (params.action !== "start" && params.action !== "stop") return apiError(store, 404, "Use start or stop.");
      resource.resource_allocation = { ...resource.resource_allocation, status: params.action === "start" ? "running" : "stopped" };
      found.status = found.resources.every((r) => r.resource_allocation.status === "stopped") ? "stopped" : "active";
      store.changed();
      return HttpResponse.json(serve(found));
    }),
    http.get(p("/package/:uuid/secrets"), ({ request, params }) => {
      const found = find(request, params.uuid);
      return found instanceof Response ? found : HttpResponse.json(found.secrets);
    }),
    ...(["path", "located"] as const).flatMap((kind) => {
      const path = kind === "path" ? p("/package/:uuid/whitelist_addresses") : routes.located("/user-resource/service/package/:uuid/whitelist_addresses");
      return [
        http.get(path, ({ request, params }) => {
          const found = find(request, params.uuid);
          return found instanceof Response ? found : HttpResponse.json(found.whitelist_addresses);
        }),
        http.post(path, async ({ request, params }) => {
          const found = find(request, params.uuid);
          if (found instanceof Response) return found;
          const address = (await readParams(request)).string("ip_address");
          if (!address || !CIDR.test(address)) return apiError(store, 400, "ip_address must be an IPv4 address or CIDR, e.g. 10.123.8.0/24.");
          if (!found.whitelist_addresses.includes(address)) found.whitelist_addresses.push(address);
          store.changed();
          return HttpResponse.json(found.whitelist_addresses);
        }),
        http.delete(path, async ({ request, params }) => {
          const found = find(request, params.uuid);
          if (found instanceof Response) return found;
          const address = (await readParams(request)).string("ip_address");
          found.whitelist_addresses = found.whitelist_addresses.filter((a) => a !== address);
          store.changed();
          return HttpResponse.json(found.whitelist_addresses);
        }),
      ];
    }),
    http.post(routes.located("/user-resource/service/package/vm/rebuild"), () => HttpResponse.json({ success: true })),
  ];
};
