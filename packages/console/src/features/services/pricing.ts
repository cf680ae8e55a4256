import type { Price, PriceLists, ServicePrice } from "@cloudconsole/sdk";
import { MULTI_NODE_COUNT } from "./constants";

/** What a service costs per hour and per month. */
export interface ServicePriceTotal {
  hourly: number;
  monthly: number;
}

/** Hours in a billing month when a price list gives no monthly price. */
const HOURS_PER_MONTH = 730;

/** The price that applies to `amount` units: the entry with the highest lower bound not above it. */
function tierFor(prices: readonly Price[] | undefined, amount: number, bound: "num_cpus_from" | "gigabytes_from"): Price | undefined {
  return prices?.filter((price) => (price[bound] ?? 0) <= amount).sort((a, b) => (b[bound] ?? 0) - (a[bound] ?? 0))[0];
}

/**
 * A service's price: per node its CPU, RAM (per GB), disk and licence (per vCPU), each times the service's
 * multiplier for that resource type (1 when it names none); a multi-node service runs MULTI_NODE_COUNT nodes, and a
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
  const nodes = spec.multiNode ? MULTI_NODE_COUNT : 1;
  const parts: [Price | undefined, number][] = [
    [tierFor(lists.CPU, spec.vcpu, "num_cpus_from"), spec.vcpu * multiplier("CPU") * nodes],
    [tierFor(lists.RAM, ramGb, "gigabytes_from"), ramGb * multiplier("RAM") * nodes],
    [tierFor(lists.STORAGE, spec.diskGb, "gigabytes_from"), spec.diskGb * multiplier("STORAGE") * nodes],
    [tierFor(lists.LICENSE, spec.vcpu, "num_cpus_from"), spec.vcpu * multiplier("LICENSE") * nodes],
  ];
  if (spec.publicIp) parts.push([lists.ASSIGNED_FLOATING_IP?.[0], 1]);
  let hourly = 0;
  let monthly = 0;
  for (const [price, units] of parts) {
    if (!price) continue;
    hourly += price.price_per_unit * units;
    monthly += (price.price_per_unit_month ?? price.price_per_unit * HOURS_PER_MONTH) * units;
  }
  return { hourly, monthly };
}

/** The licence's monthly price per vCPU for a service in the catalogue, or undefined when the lists have none. */
export function licencePerVcpuMonth(lists: PriceLists | undefined, multipliers: readonly ServicePrice[] | undefined): number | undefined {
  const licence = lists?.LICENSE?.[0];
  if (!licence) return undefined;
  const multiplier = multipliers?.find((price) => price.resourceType === "LICENSE")?.priceMultiplier ?? 1;
  return (licence.price_per_unit_month ?? licence.price_per_unit * HOURS_PER_MONTH) * multiplier;
}
