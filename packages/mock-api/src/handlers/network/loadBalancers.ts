import type { ForwardingRule, LoadBalancerTarget } from "@cloudconsole/sdk";
import { makeFloatingIp, makeLoadBalancer } from "../../factories/network.js";
import { formatDt } from "../../factories/time.js";
import { serveLoadBalancer } from "../../serializers/network.js";
import type { StoredVm } from "../../store/entities.js";
import { callerOf, owned, refuseForeign, resolveAccount, resolveAccountOrDefault, restrictionRefusal, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers } from "../http.js";
import { loadBalancerOwner, vmOwner } from "../owners.js";
import { fieldOf, listParam } from "./bodyLists.js";
import { releaseIp } from "./ips.js";
import { findNetwork, networksOf } from "./networks.js";

/** A TCP port: a whole number from 1 to 65535. */
const isPort = (port: number | undefined): port is number => port !== undefined && !Number.isNaN(port) && port >= 1 && port <= 65535;

/** Load balancers of one location: create with rules and targets, rename, move between accounts, delete. */
export const loadBalancerHandlers: DomainHandlers = (store, routes) => {
  const now = () => formatDt(store.clock.now());
  // A rule's settings default to 10,000 connections and no session persistence; SOURCE_IP is the one persistence there is.
  const rule = (source: number, target: number, limit?: unknown, persistence?: unknown): ForwardingRule => ({
    uuid: store.rng.uuid(),
    protocol: "TCP",
    source_port: source,
    target_port: target,
    created_at: now(),
    settings: { connection_limit: Number.isInteger(limit) && Number(limit) > 0 ? Number(limit) : 10000, session_persistence: persistence === "SOURCE_IP" ? "SOURCE_IP" : null },
  });
  const outsideNetwork = (vm: StoredVm, networkUuid: string) =>
    vm.network_uuid === networkUuid ? undefined : apiError(store, 400, `Virtual machine ${vm.name} is not in the load balancer's network. Targets must be in the same network.`);
  const target = (vm: StoredVm): LoadBalancerTarget => ({ target_uuid: vm.uuid, target_type: "vm", target_ip_address: vm.private_ipv4, created_at: now() });
  const findLb = (request: Request, location: string, uuid: string) =>
    owned(store, callerOf(store, request), store.state.loadBalancers.find((l) => l.location === location && l.uuid === uuid && !l.is_deleted), loadBalancerOwner, () =>
      apiError(store, 404, `No such load balancer ${uuid}.`),
    );

  return [
    operation(routes, "get /{location}/network/load_balancers", ({ request, params, reply }) => {
      const lbs = store.state.loadBalancers.filter((l) => l.location === params.location && !l.is_deleted);
      return reply.json(visibleTo(store, callerOf(store, request), lbs, loadBalancerOwner).map(serveLoadBalancer));
    }),
    operation(routes, "get /{location}/network/load_balancers/{uuid}", ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      return lb instanceof Response ? lb : reply.json(serveLoadBalancer(lb));
    }),
    operation(routes, "post /{location}/network/load_balancers", async ({ request, params, reply }) => {
      const caller = callerOf(store, request);
      const body = await readParams(request);
      // Without billing_account_id the platform bills the default account (inspace-kube leaves it out).
      const account = resolveAccountOrDefault(store, caller, body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const networkUuid = body.string("network_uuid");
      const network = networkUuid ? findNetwork(store, caller, params.location, networkUuid) : networksOf(store, caller, params.location).find((n) => n.is_default);
      if (!network) return apiError(store, 404, "No such network. Create a network in this location first.");
      if (network instanceof Response) return network;
      // Targets name VMs of this location; unknown ones are skipped, someone else's refused.
      const wanted = listParam(body, "targets").map((item) => store.state.vms.find((v) => v.uuid === fieldOf(item, "target_uuid") && v.location === params.location));
      const foreign = wanted.map((vm) => refuseForeign(store, caller, vm, vmOwner)).find((refusal) => refusal !== undefined);
      if (foreign) return foreign;
      const elsewhere = wanted.map((vm) => vm && outsideNetwork(vm, network.uuid)).find((refusal) => refusal !== undefined);
      if (elsewhere) return elsewhere;
      const rules = listParam(body, "rules");
      if (!rules.every((item) => isPort(Number(fieldOf(item, "source_port"))) && isPort(Number(fieldOf(item, "target_port")))))
        return apiError(store, 400, "source_port and target_port must be whole numbers from 1 to 65535.");
      const lb = makeLoadBalancer(store.factory(), params.location, account.id, network.uuid, { display_name: body.string("display_name") ?? "load-balancer" });
      for (const item of rules)
        lb.forwarding_rules.push(rule(Number(fieldOf(item, "source_port")), Number(fieldOf(item, "target_port")), fieldOf(item, "connection_limit"), fieldOf(item, "session_persistence")));
      lb.targets.push(...wanted.filter((vm) => vm !== undefined).map(target));
      store.state.loadBalancers.push(lb);
      if (body.bool("reserve_public_ip") ?? true) {
        store.state.ips.push(
          makeFloatingIp(store.factory(), params.location, account.id, { assigned_to: lb.uuid, assigned_to_resource_type: "load_balancer", assigned_to_private_ip: lb.private_address }),
        );
      }
      store.changed();
      return reply.json(serveLoadBalancer(lb));
    }),
    operation(routes, "patch /{location}/network/load_balancers/{uuid}", async ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const name = (await readParams(request)).string("display_name");
      if (!name) return apiError(store, 400, "display_name is required.");
      lb.display_name = name;
      lb.updated_at = now();
      store.changed();
      return reply.json(serveLoadBalancer(lb));
    }),
    operation(routes, "delete /{location}/network/load_balancers/{uuid}", ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      // Its public address is released with it, and stays listed as deleted, as released addresses are.
      for (const ip of store.state.ips.filter((i) => i.assigned_to === lb.uuid && !i.is_deleted)) releaseIp(ip, now());
      store.state.loadBalancers = store.state.loadBalancers.filter((l) => l !== lb);
      store.changed();
      return reply.empty(200);
    }),
    operation(routes, "put /{location}/network/load_balancers/{uuid}/billing_account", async ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const account = resolveAccount(store, callerOf(store, request), (await readParams(request)).int("set_id"));
      if (account instanceof Response) return account;
      lb.billing_account_id = account.id;
      store.changed();
      return reply.json(serveLoadBalancer(lb));
    }),
    operation(routes, "post /{location}/network/load_balancers/{uuid}/targets", async ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const targetUuid = (await readParams(request)).string("target_uuid");
      const live = store.state.vms.find((v) => v.uuid === targetUuid && v.location === lb.location && v.status !== "deleted");
      const vm = owned(store, callerOf(store, request), live, vmOwner, () =>
        apiError(store, 404, `No such virtual machine exists. ${targetUuid ?? ""}`.trim()),
      );
      if (vm instanceof Response) return vm;
      if (lb.targets.some((t) => t.target_uuid === vm.uuid)) return apiError(store, 409, "The VM is already a target of this load balancer.");
      const elsewhere = outsideNetwork(vm, lb.network_uuid);
      if (elsewhere) return elsewhere;
      const added = target(vm);
      lb.targets.push(added);
      store.changed();
      // The answer that adds a target has no address yet; reads of the load balancer show it (rec-lb-add-target).
      return reply.json({ ...added, target_ip_address: null });
    }),
    operation(routes, "delete /{location}/network/load_balancers/{uuid}/targets/{target_uuid}", ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      lb.targets = lb.targets.filter((t) => t.target_uuid !== params.target_uuid);
      store.changed();
      return reply.empty(200);
    }),
    operation(routes, "post /{location}/network/load_balancers/{uuid}/forwarding_rules", async ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      const body = await readParams(request);
      const source = body.int("source_port");
      const targetPort = body.int("target_port");
      if (!isPort(source) || !isPort(targetPort)) return apiError(store, 400, "source_port and target_port must be whole numbers from 1 to 65535.");
      const added = rule(source, targetPort, body.int("connection_limit"), body.string("session_persistence"));
      lb.forwarding_rules.push(added);
      store.changed();
      return reply.json(added);
    }),
    operation(routes, "delete /{location}/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}", ({ request, params, reply }) => {
      const lb = findLb(request, params.location, params.uuid);
      if (lb instanceof Response) return lb;
      lb.forwarding_rules = lb.forwarding_rules.filter((r) => r.uuid !== params.rule_uuid);
      store.changed();
      return reply.empty(200);
    }),
  ];
};
