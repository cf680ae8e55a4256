import { SERVICE_MULTI_NODE_VMS, type Price, type PriceLists, type ServicePackage, type ServicePrice } from "@cloudconsole/sdk";
import { monthlyPerUnit, tierFor, totalOf, type PriceTotal } from "../../shared/pricing";

/** What a service costs per hour and per month. */
export type ServicePriceTotal = PriceTotal;

/**
 * A service's price: per node its CPU, RAM (per GB), disk and licence (per vCPU), each times the service's
 * multiplier for that resource type (1 when it names none); a multi-node service runs SERVICE_MULTI_NODE_VMS nodes, and a
 * reserved public IP is added once.
 */
export function servicePrice(
  lists: PriceLists,
  multipliers: readonly ServicePrice[] | undefined,
  spec: { vcpu: number; ramMb: number; diskGb: number; multiNode: boolean; publicIp: boolean },
): ServicePriceTotal | undefined {
  if (![spec.vcpu, spec.ramMb, spec.diskGb].every((value) => Number.isFinite(value) && value > 0)) return undefined;
  const multiplier = (type: string) => multipliers?.find((price) => price.resourceType === type)?.priceMultiplier ?? 1;
  const ramGb = spec.ramMb / 1024;
  const nodes = spec.multiNode ? SERVICE_MULTI_NODE_VMS : 1;
  const parts: [Price | undefined, number][] = [
    [tierFor(lists.CPU, spec.vcpu, "num_cpus_from"), spec.vcpu * multiplier("CPU") * nodes],
    [tierFor(lists.RAM, ramGb, "gigabytes_from"), ramGb * multiplier("RAM") * nodes],
    [tierFor(lists.STORAGE, spec.diskGb, "gigabytes_from"), spec.diskGb * multiplier("STORAGE") * nodes],
    [tierFor(lists.LICENSE, spec.vcpu, "num_cpus_from"), spec.vcpu * multiplier("LICENSE") * nodes],
  ];
  if (spec.publicIp) parts.push([lists.ASSIGNED_FLOATING_IP?.[0], 1]);
  return totalOf(parts);
}

/** The licence's monthly price per vCPU for a service in the catalogue, or undefined when the lists have none. */
export function licencePerVcpuMonth(lists: PriceLists | undefined, multipliers: readonly ServicePrice[] | undefined): number | undefined {
  const licence = lists?.LICENSE?.[0];
  if (!licence) return undefined;
  const multiplier = multipliers?.find((price) => price.resourceType === "LICENSE")?.priceMultiplier ?? 1;
  return monthlyPerUnit(licence) * multiplier;
}

/**
 * What a running service costs: each of its VMs priced by what it was allotted (vCPU, RAM, disks) with the service's
 * own multipliers. Undefined while no VM says its size (a service being created or rebuilt).
 */
export function runningServicePrice(lists: PriceLists, service: Pick<ServicePackage, "prices" | "resources">): ServicePriceTotal | undefined {
  const totals = (service.resources ?? []).flatMap((resource) => {
    const allocation: { vcpu?: unknown; memory?: unknown; storage?: unknown } = resource.resource_allocation ?? {};
    const { vcpu, memory } = allocation;
    if (resource.resource_type !== "vm" || typeof vcpu !== "number" || typeof memory !== "number") return [];
    const disks: { size?: unknown }[] = Array.isArray(allocation.storage) ? (allocation.storage as { size?: unknown }[]) : [];
    const diskGb = disks.reduce((sum, disk) => sum + (typeof disk.size === "number" ? disk.size : 0), 0);
    const price = servicePrice(lists, service.prices, { vcpu, ramMb: memory, diskGb, multiNode: false, publicIp: false });
    return price ? [price] : [];
  });
  if (totals.length === 0) return undefined;
  return { hourly: totals.reduce((sum, total) => sum + total.hourly, 0), monthly: totals.reduce((sum, total) => sum + total.monthly, 0) };
}
