import { HttpResponse, http } from "msw";
import { makeFloatingIp, makeLoadBalancer, makeNetwork } from "../factories/entities.js";
import { formatDt } from "../factories/time.js";
import type { FloatingIp, LoadBalancer, Network } from "../store/entities.js";
import { callerOf, canUse, forbidden, resolveAccount, restrictionRefusal, visible } from "./access.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

const strip = <T extends { location: string }>(item: T): Omit<T, "location"> => {
  const { location: _location, ...rest } = item;
  return rest;
};

/** Floating IPs, private networks (VPC) and load balancers of one location. */
export const networkHandlers: DomainHandlers = (store, routes) => {
  const net = (path: string) => routes.located(`/network${path}`);
  const now = () => formatDt(store.clock.now());
  const empty = () => new HttpResponse(null, { status: 200 });

  const findIp = (request: Request, location: unknown, address: unknown): FloatingIp | Response => {
    const ip = store.state.ips.find((i) => i.location === location && i.address === address && !i.is_deleted);
    if (!ip) return apiError(store, 404, `No such IP address ${String(address)}.`);
    if (!canUse(callerOf(store, request), ip.billing_account_id)) return forbidden(store);
    return ip;
  };
  const findNetwork = (location: unknown, uuid: unknown): Network | Response =>
    store.state.networks.find((n) => n.location === location && n.uuid === uuid) ?? apiError(store, 404, `No such network ${String(uuid)}.`);
  const findLb = (request: Request, location: unknown, uuid: unknown): LoadBalancer | Response => {
    const lb = store.state.loadBalancers.find((l) => l.location === location && l.uuid === uuid && !l.is_deleted);
    if (!lb) return apiError(store, 404, `No such load balancer ${String(uuid)}.`);
    if (!canUse(callerOf(store, request), lb.billing_account_id)) return forbidden(store);
    return lb;
  };

  return [
    // Floating IPs
    http.get(net("/ip_addresses"), ({ request, params }) => {
      const q = new URL(request.url).searchParams;
      const account = q.get("billing_account_id");
      const vmUuid = q.get("vm_uuid");
      const ips = store.state.ips.filter(
        (i) => i.location === params.location && !i.is_deleted && (!account || i.billing_account_id === Number(account)) && (!vmUuid || i.assigned_to === vmUuid),
      );
      return HttpResponse.json(visible(callerOf(store, request), ips, (i) => i.billing_account_id).map(strip));
    }),
    http.get(net("/ip_addresses/:address"), ({ request, params }) => {
      const ip = findIp(request, params.location, params.address);
      return ip instanceof Response ? ip : HttpResponse.json(strip(ip));
    }),
    http.post(net("/ip_addresses"), async ({ request, params }) => {
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const ip = makeFloatingIp(store.factory(), String(params.location), account.id, { name: body.string("name") ?? "" });
      store.state.ips.push(ip);
      store.changed();
      return HttpResponse.json(strip(ip));
    }),
    http.patch(net("/ip_addresses/:address"), async ({ request, params }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      const body = await readParams(request);
      if (body.has("name")) ip.name = body.string("name") ?? "";
      if (body.has("billing_account_id")) {
        const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
        if (account instanceof Response) return account;
        ip.billing_account_id = account.id;
      }
      ip.updated_at = now();
      store.changed();
      return HttpResponse.json(strip(ip));
    }),
    http.delete(net("/ip_addresses/:address"), ({ request, params }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      if (ip.assigned_to) return apiError(store, 409, `IP address ${ip.address} is assigned; unassign it first.`);
      store.state.ips = store.state.ips.filter((i) => i !== ip);
      store.changed();
      return empty();
    }),
    http.post(net("/ip_addresses/:address/assign"), async ({ request, params }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      const body = await readParams(request);
      // The spec sends private_ip, the dump vm_uuid: accept either.
      const vm = store.state.vms.find(
        (v) => v.location === params.location && v.status !== "deleted" && (v.uuid === body.string("vm_uuid") || v.private_ipv4 === body.string("private_ip")),
      );
      if (!vm) return apiError(store, 404, "No such virtual machine exists. Give vm_uuid or private_ip of a VM in this location.");
      if (ip.assigned_to && ip.assigned_to !== vm.uuid) return apiError(store, 409, `IP address ${ip.address} is already assigned; unassign it first.`);
      ip.assigned_to = vm.uuid;
      ip.assigned_to_resource_type = "virtual_machine";
      ip.assigned_to_private_ip = vm.private_ipv4;
      ip.updated_at = now();
      store.changed();
      return HttpResponse.json(strip(ip));
    }),
    http.post(net("/ip_addresses/:address/unassign"), ({ request, params }) => {
      const ip = findIp(request, params.location, params.address);
      if (ip instanceof Response) return ip;
      ip.assigned_to = null;
      ip.assigned_to_resource_type = null;
      ip.assigned_to_private_ip = null;
      ip.unassigned_at = now();
      ip.updated_at = now();
      store.changed();
      return HttpResponse.json(strip(ip));
    }),

    // Private networks
    http.get(net("/networks"), ({ params }) => HttpResponse.json(store.state.networks.filter((n) => n.location === params.location).map(strip))),
    http.get(net("/network/:uuid"), ({ params }) => {
      const found = findNetwork(params.location, params.uuid);
      return found instanceof Response ? found : HttpResponse.json(strip(found));
    }),
    http.post(net("/network"), async ({ request, params }) => {
      const location = String(params.location);
      const name = (await readParams(request)).string("name");
      const mine = store.state.networks.filter((n) => n.location === location);
      const existingDefault = mine.find((n) => n.is_default);
      // Without a name: the default network, created if missing (api-payloads.md §2.6).
      if (!name && existingDefault) return HttpResponse.json(strip(existingDefault));
      const created = makeNetwork(store.factory(), location, mine.length + 1, {
        name: name ?? "Default network",
        is_default: mine.length === 0,
        vlan_id: 100 + mine.length + store.rng.int(1, 800),
      });
      created.subnet = `10.${store.rng.int(2, 250)}.${created.vlan_id % 255}.0/24`;
      store.state.networks.push(created);
      store.changed();
      return HttpResponse.json(strip(created));
    }),
    http.patch(net("/network/:uuid"), async ({ request, params }) => {
      const found = findNetwork(params.location, params.uuid);
      if (found instanceof Response) return found;
      const name = (await readParams(request)).string("name");
      if (!name) return apiError(store, 400, "name must not be empty.");
      found.name = name;
      found.updated_at = now();
      store.changed();
      return HttpResponse.json(strip(found));
    }),
    http.delete(net("/network/:uuid"), ({ params }) => {
      const found = findNetwork(params.location, params.uuid);
      if (found instanceof Response) return found;
      if (found.is_default) return apiError(store, 409, "The default network cannot be deleted. Make another network the default first.");
      const inUse =
        found.vm_uuids.length > 0 ||
        store.state.loadBalancers.some((lb) => lb.network_uuid === found.uuid && !lb.is_deleted) ||
        store.state.vms.some((v) => v.network_uuid === found.uuid && v.status !== "deleted");
      if (inUse) return apiError(store, 409, `Network ${found.name} still has resources. Move or delete them first.`);
      store.state.networks = store.state.networks.filter((n) => n !== found);
      store.changed();
      return empty();
    }),
    http.put(net("/network/:uuid/default"), ({ params }) => {
      const found = findNetwork(params.location, params.uuid);
      if (found instanceof Response) return found;
      for (const n of store.state.networks) if (n.location === found.location) n.is_default = n === found;
      found.updated_at = now();
      store.changed();
      return HttpResponse.json(strip(found));
    }),

    // Load balancers
    http.get(net("/load_balancers"), ({ request, params }) => {
      const lbs = store.state.loadBalancers.filter((l) => l.location === params.location && !l.is_deleted);
      return HttpResponse.json(visible(callerOf(store, request), lbs, (l) => l.billing_account_id).map(strip));
    }),
    http.get(net("/load_balancers/:uuid"), ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      return lb instanceof Response ? lb : HttpResponse.json(strip(lb));
    }),
    http.post(net("/load_balancers"), async ({ request, params }) => {
      const location = String(params.location);
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const network = store.state.networks.find((n) => n.location === location && (body.string("network_uuid") ? n.uuid === body.string("network_uuid") : n.is_default));
      if (!network) return apiError(store, 404, "No such network. Create a network in this location first.");
      const parse = (key: string): unknown[] => {
        const raw = body.raw(key);
        if (Array.isArray(raw)) return raw;
        if (typeof raw === "string" && raw) {
          try {
            const parsed: unknown = JSON.parse(raw);
            return Array.isArray(parsed) ? parsed : [];
          } catch {
            return [];
          }
        }
        return [];
      };
      const lb = makeLoadBalancer(store.factory(), location, account.id, network.uuid, { display_name: body.string("display_name") ?? "load-balancer" });
      for (const r of parse("rules") as { source_port?: unknown; target_port?: unknown }[]) {
        lb.forwarding_rules.push({
          uuid: store.rng.uuid(),
          protocol: "TCP",
          source_port: Number(r.source_port),
          target_port: Number(r.target_port),
          created_at: now(),
          settings: { connection_limit: 10000, session_persistence: null },
        });
      }
      for (const t of parse("targets") as { target_uuid?: unknown }[]) {
        const vm = store.state.vms.find((v) => v.uuid === t.target_uuid && v.location === location);
        if (vm) lb.targets.push({ target_uuid: vm.uuid, target_type: "vm", target_ip_address: vm.private_ipv4, created_at: now() });
      }
      store.state.loadBalancers.push(lb);
      network.resources_count += 1;
      if (body.bool("reserve_public_ip") ?? true) {
        store.state.ips.push(
          makeFloatingIp(store.factory(), location, account.id, { assigned_to: lb.uuid, assigned_to_resource_type: "load_balancer", assigned_to_private_ip: lb.private_address }),
        );
      }
      store.changed();
      return HttpResponse.json(strip(lb));
    }),
    http.patch(net("/load_balancers/:uuid"), async ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const name = (await readParams(request)).string("display_name");
      if (!name) return apiError(store, 400, "display_name is required.");
      lb.display_name = name;
      lb.updated_at = now();
      store.changed();
      return HttpResponse.json(strip(lb));
    }),
    http.delete(net("/load_balancers/:uuid"), ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      lb.is_deleted = true;
      const network = store.state.networks.find((n) => n.uuid === lb.network_uuid);
      if (network) network.resources_count = Math.max(0, network.resources_count - 1);
      store.state.ips = store.state.ips.filter((i) => i.assigned_to !== lb.uuid);
      store.state.loadBalancers = store.state.loadBalancers.filter((l) => l !== lb);
      store.changed();
      return empty();
    }),
    http.put(net("/load_balancers/:uuid/billing_account"), async ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const account = resolveAccount(store, callerOf(store, request), (await readParams(request)).int("set_id"));
      if (account instanceof Response) return account;
      lb.billing_account_id = account.id;
      store.changed();
      return HttpResponse.json(strip(lb));
    }),
    http.post(net("/load_balancers/:uuid/targets"), async ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const body = await readParams(request);
      const vm = store.state.vms.find((v) => v.uuid === body.string("target_uuid") && v.location === lb.location && v.status !== "deleted");
      if (!vm) return apiError(store, 404, `No such virtual machine exists. ${body.string("target_uuid") ?? ""}`.trim());
      if (lb.targets.some((t) => t.target_uuid === vm.uuid)) return apiError(store, 409, "The VM is already a target of this load balancer.");
      const target = { target_uuid: vm.uuid, target_type: "vm" as const, target_ip_address: vm.private_ipv4, created_at: now() };
      lb.targets.push(target);
      store.changed();
      return HttpResponse.json(target);
    }),
    http.delete(net("/load_balancers/:uuid/targets/:target"), ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      lb.targets = lb.targets.filter((t) => t.target_uuid !== params.target);
      store.changed();
      return empty();
    }),
    http.post(net("/load_balancers/:uuid/forwarding_rules"), async ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const body = await readParams(request);
      const source = body.int("source_port");
      const target = body.int("target_port");
      const valid = (p: number | undefined) => p !== undefined && !Number.isNaN(p) && p >= 1 && p <= 65535;
      if (!valid(source) || !valid(target)) return apiError(store, 400, "source_port and target_port must be whole numbers from 1 to 65535.");
      lb.forwarding_rules.push({
        uuid: store.rng.uuid(),
        protocol: "TCP",
        source_port: Number(source),
        target_port: Number(target),
        created_at: now(),
        settings: { connection_limit: 10000, session_persistence: null },
      });
      store.changed();
      return HttpResponse.json({ source_port: source, target_port: target });
    }),
    http.delete(net("/load_balancers/:uuid/forwarding_rules/:rule"), ({ request, params }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      lb.forwarding_rules = lb.forwarding_rules.filter((r) => r.uuid !== params.rule);
      store.changed();
      return empty();
    }),
  ];
};
