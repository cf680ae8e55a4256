import { useCallback, useMemo } from "react";
import { queryOptions, useSuspenseQueries, type UseSuspenseQueryResult } from "@tanstack/react-query";
import type { ApiClient, BillingAccount, Firewall, IpAddress, LoadBalancer, Location, Network, PriceLists, ServicePackage, VirtualMachine } from "@cloudconsole/sdk";
import { configQueries, networkQueries, servicesQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useUiConfig } from "../../config/ConfigLayout";
import { pollWhileTransitional, useComputeLocations, vmListQuery } from "../../shared/compute";
import { priceIn } from "../../shared/pricing";
import { billingAccountName, billingAccountQueries } from "../billing";
import { networkKinds, type NetworkKinds } from "./kinds";
import type { NetworkT } from "./messages";

export { networkKinds, type NetworkKinds };

/** A resource with the location it lives in (the list calls are per location; the resources do not say). */
export interface Located<T> {
  item: T;
  location: string;
}

/** Everything the network screens show, across the enabled locations. */
export interface NetworkResources {
  kinds: NetworkKinds;
  locations: Location[];
  ips: Located<IpAddress>[];
  networks: Located<Network>[];
  loadBalancers: Located<LoadBalancer>[];
  firewalls: Located<Firewall>[];
  vms: Located<VirtualMachine>[];
  services: ServicePackage[];
  accounts: BillingAccount[];
  prices: PriceLists;
  accountName: (id: number | undefined) => string;
}

/** A managed service is in transit while it is being created; its list refreshes itself until it is not. */
const servicePackagesQuery = (client: ApiClient) =>
  queryOptions({
    ...servicesQueries.packages(client),
    refetchInterval: (query) => pollWhileTransitional(query.state.data, (service) => service.status === "creating"),
  });

/** Query options of the network category: the SDK's generated ones, VMs through the compute lists (which poll while in transit). */
export const networkListQueries = {
  ips: networkQueries.ipAddresses,
  networks: networkQueries.networks,
  loadBalancers: networkQueries.loadBalancers,
  firewalls: networkQueries.firewalls,
  vms: vmListQuery,
  services: servicePackagesQuery,
  accounts: billingAccountQueries.list,
  prices: configQueries.currentPrices,
};

type Part = "ips" | "networks" | "loadBalancers" | "firewalls" | "vms" | "services" | "accounts" | "prices";

/**
 * Every list the network screens read, requested together under one suspense: per enabled location its floating
 * IPs, networks, load balancers, firewalls and VMs, plus the services, billing accounts and prices. A kind switched off asks
 * for nothing (networks are read when either VPCs or load balancers are on: a load balancer lives in one).
 */
export function useNetworkResources(): NetworkResources {
  const client = useApiClient();
  const config = useUiConfig();
  const locations = useComputeLocations();
  const kinds = useMemo(() => networkKinds(config), [config]);
  const plan = useMemo(() => {
    const parts: { part: Part; location: string }[] = [];
    for (const { slug } of locations) {
      if (kinds.ips) parts.push({ part: "ips", location: slug });
      if (kinds.vpcs || kinds.loadBalancers) parts.push({ part: "networks", location: slug });
      if (kinds.loadBalancers || kinds.ips) parts.push({ part: "loadBalancers", location: slug });
      if (kinds.firewalls) parts.push({ part: "firewalls", location: slug });
      if (config.vmsEnabled) parts.push({ part: "vms", location: slug });
    }
    if (config.servicesEnabled && kinds.ips) parts.push({ part: "services", location: "" });
    parts.push({ part: "accounts", location: "" }, { part: "prices", location: "" });
    return parts;
  }, [locations, kinds, config.vmsEnabled, config.servicesEnabled]);

  const queries = plan.map(({ part, location }) => {
    switch (part) {
      case "ips":
        return networkListQueries.ips(client, location);
      case "networks":
        return networkListQueries.networks(client, location);
      case "loadBalancers":
        return networkListQueries.loadBalancers(client, location);
      case "firewalls":
        return networkListQueries.firewalls(client, location);
      case "vms":
        return networkListQueries.vms(client, location);
      case "services":
        return networkListQueries.services(client);
      case "accounts":
        return networkListQueries.accounts(client);
      case "prices":
        return networkListQueries.prices(client);
    }
  });

  const combine = useCallback(
    (results: UseSuspenseQueryResult<unknown>[]): NetworkResources => {
      const combined: NetworkResources = { kinds, locations, ips: [], networks: [], loadBalancers: [], firewalls: [], vms: [], services: [], accounts: [], prices: {}, accountName: () => "" };
      results.forEach(({ data }, index) => {
        const step = plan[index];
        if (!step) return;
        const { part, location } = step;
        // Each answer is the SDK's type for its query; the plan says which one it was.
        // The API lists released addresses too (is_deleted); they are no one's to show or act on.
        if (part === "ips") combined.ips.push(...(data as IpAddress[]).filter((ip) => !ip.is_deleted).map((item) => ({ item, location })));
        else if (part === "networks") combined.networks.push(...(data as Network[]).map((item) => ({ item, location })));
        else if (part === "loadBalancers") combined.loadBalancers.push(...(data as LoadBalancer[]).map((item) => ({ item, location })));
        else if (part === "firewalls") combined.firewalls.push(...(data as Firewall[]).map((item) => ({ item, location })));
        else if (part === "vms") combined.vms.push(...(data as VirtualMachine[]).map((item) => ({ item, location })));
        else if (part === "services") combined.services = data as ServicePackage[];
        else if (part === "accounts") combined.accounts = data as BillingAccount[];
        else combined.prices = data as PriceLists;
      });
      const accounts = combined.accounts;
      combined.accountName = (id) => (id === undefined ? "—" : billingAccountName(accounts, id));
      return combined;
    },
    [plan, kinds, locations],
  );
  return useSuspenseQueries({ queries, combine });
}

/** The location a managed service lives in (its properties say; the list is not per location). */
export function serviceLocation(service: ServicePackage): string | undefined {
  const location = service.properties?.location;
  return typeof location === "string" ? location : undefined;
}

/** A managed service's private address, when it has one. */
export function serviceIp(service: ServicePackage): string | undefined {
  const ip = service.properties?.service_ip;
  return typeof ip === "string" ? ip : undefined;
}

/** A network's name, by uuid within a location; "Unknown network" when it is gone. */
export function networkName(networks: readonly Located<Network>[], location: string, uuid: string | undefined, t: NetworkT): string {
  return networks.find((row) => row.location === location && row.item.uuid === uuid)?.item.name ?? t("unknownNetwork");
}

/** What a Floating IP can point at. */
export type AssignedType = "vm" | "load_balancer" | "service";

/** The resource a Floating IP points at, by type, name and page, or undefined when it is not assigned. */
export function assignedResource(resources: Pick<NetworkResources, "vms" | "loadBalancers" | "services">, ip: IpAddress, location: string, t: NetworkT): { type: AssignedType; name: string; href?: string } | undefined {
  if (!ip.assigned_to) return undefined;
  const uuid = ip.assigned_to;
  if (ip.assigned_to_resource_type === "load_balancer") {
    const lb = resources.loadBalancers.find((row) => row.location === location && row.item.uuid === uuid)?.item;
    return { type: "load_balancer", name: lb ? lbName(lb, t) : t("unknownLoadBalancer"), href: `/network/load_balancer/${location}/${uuid}` };
  }
  if (ip.assigned_to_resource_type === "service") {
    const service = resources.services.find((candidate) => candidate.uuid === uuid);
    return { type: "service", name: service?.display_name ?? t("unknownService"), href: `/services/service/${location}/${uuid}` };
  }
  const vm = resources.vms.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  return { type: "vm", name: vm?.name ?? t("unknownVm"), href: `/compute/vm/${location}/${uuid}` };
}

/** A load balancer's name: its display name, or its private address when it has none. */
export function lbName(lb: Pick<LoadBalancer, "display_name" | "private_address">, t: NetworkT): string {
  return lb.display_name?.trim() || t("lbName", { address: lb.private_address });
}

/** A firewall's name: display_name, or name (the API answers both), or "Unnamed firewall". */
export function firewallName(firewall: Pick<Firewall, "display_name" | "name">, t: NetworkT): string {
  return firewall.display_name.trim() || firewall.name.trim() || t("unnamedFirewall");
}

/** A Floating IP's name: its own, or its address when it has none. */
export function ipName(ip: Pick<IpAddress, "name" | "address">): string {
  return ip.name.trim() || ip.address;
}

/** The monthly price of a resource type in a location: that location's entry of the price list, else the first one. */
export function monthlyPrice(prices: PriceLists, type: string, location: string): number | undefined {
  return priceIn(prices, type, location)?.price_per_unit_month;
}

/** A Floating IP's monthly price: the assigned or the unassigned price, as it is now. */
export function ipMonthlyPrice(prices: PriceLists, ip: Pick<IpAddress, "assigned_to">, location: string): number | undefined {
  return monthlyPrice(prices, ip.assigned_to ? "ASSIGNED_FLOATING_IP" : "UNASSIGNED_FLOATING_IP", location);
}
