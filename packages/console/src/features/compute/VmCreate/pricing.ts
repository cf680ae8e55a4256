import type { Price, PriceLists } from "@cloudconsole/sdk";
import { tierFor, totalOf, type PriceTotal } from "../../../shared/pricing";

/** What a VM costs per hour and per month. */
export type VmPrice = PriceTotal;

/**
 * A VM's price from the current price lists: CPU, RAM (per GB), disk, the Windows licence per vCPU and a reserved IP.
 * A disk of 0 GB leaves storage out (a VM booting from an existing disk of unknown size).
 */
export function vmPrice(lists: PriceLists, spec: { vcpu: number; ramMb: number; diskGb: number; windows: boolean; publicIp: boolean }): VmPrice | undefined {
  if (![spec.vcpu, spec.ramMb].every((value) => Number.isFinite(value) && value > 0)) return undefined;
  if (!Number.isFinite(spec.diskGb) || spec.diskGb < 0) return undefined;
  const ramGb = spec.ramMb / 1024;
  const parts: [Price | undefined, number][] = [
    [tierFor(lists.CPU, spec.vcpu, "num_cpus_from"), spec.vcpu],
    [tierFor(lists.RAM, ramGb, "gigabytes_from"), ramGb],
  ];
  if (spec.diskGb > 0) parts.push([tierFor(lists.STORAGE, spec.diskGb, "gigabytes_from"), spec.diskGb]);
  if (spec.windows) parts.push([tierFor(lists.WINDOWS_LICENSE, spec.vcpu, "num_cpus_from"), spec.vcpu]);
  if (spec.publicIp) parts.push([lists.ASSIGNED_FLOATING_IP?.[0], 1]);
  return totalOf(parts);
}

/** The Windows licence's share of a VM's price: its WINDOWS_LICENSE tier per vCPU; undefined without such a price. */
export function windowsLicencePrice(lists: PriceLists, vcpu: number): VmPrice | undefined {
  const price = Number.isFinite(vcpu) && vcpu > 0 ? tierFor(lists.WINDOWS_LICENSE, vcpu, "num_cpus_from") : undefined;
  return price ? totalOf([[price, vcpu]]) : undefined;
}
