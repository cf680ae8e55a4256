// Money derived from the store: usage of the current month, running totals, processor fees.
import { priceList } from "../config/catalog.js";
import type { BillingAccount } from "../store/entities.js";
import type { MockState } from "../store/state.js";
import { HOUR } from "../factories/time.js";

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface UsageLine {
  uuid: string;
  owner_uuid: string;
  billing_account_id: number;
  user_id: number;
  description: string;
  hours: number;
  price: number;
  cost: number;
  price_unit: "h";
  uptime_types: string[];
  configurations: { cpus: number; ram_MB: number; disk_size_GB: number | null; os_name: string | null; vm_name: string }[];
}

const priceCache = new Map<string, number>();

/** The first (lowest-bound) hourly price of a resource type in a location; cached, the list is static. */
function priceOf(location: string, type: string): number {
  const key = `${location}:${type}`;
  let price = priceCache.get(key);
  if (price === undefined) {
    price = priceList([location]).find((p) => p.resource_type === type)?.price_per_unit ?? 0;
    priceCache.set(key, price);
  }
  return price;
}

function parseDt(dt: string): number {
  return Date.parse(`${dt.replace(" ", "T").slice(0, 19)}Z`);
}

/** This month's usage of one billing account: one line per VM, floating IP, load balancer and bucket. */
export function usageOf(state: MockState, accountId: number, now: number): UsageLine[] {
  const d = new Date(now);
  const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const hoursSince = (created: string) => round(Math.max(0, now - Math.max(monthStart, parseDt(created))) / HOUR, 3);
  const lines: UsageLine[] = [];
  for (const vm of state.vms) {
    if (vm.billing_account !== accountId || vm.status === "deleted") continue;
    const disk = vm.storage.reduce((sum, s) => sum + s.size, 0);
    const running = vm.status !== "stopped";
    const price =
      (running ? vm.vcpu * priceOf(vm.location, "CPU") + (vm.memory / 1024) * priceOf(vm.location, "RAM") : 0) +
      disk * priceOf(vm.location, "STORAGE") +
      (vm.license_type === "WINDOWS" ? vm.vcpu * priceOf(vm.location, "WINDOWS_LICENSE") : 0);
    const hours = hoursSince(vm.created_at);
    lines.push({
      uuid: vm.uuid,
      owner_uuid: vm.uuid,
      billing_account_id: accountId,
      user_id: vm.user_id,
      description: `${vm.os_name} ${vm.os_version}, ${vm.vcpu} CPUs, ${vm.memory / 1024} GB RAM, ${disk} GB disk`,
      hours,
      price: round(price, 5),
      cost: round(price * hours, 5),
      price_unit: "h",
      uptime_types: running ? ["main", "block"] : ["block"],
      configurations: [{ cpus: vm.vcpu, ram_MB: vm.memory, disk_size_GB: disk, os_name: vm.os_name, vm_name: vm.name }],
    });
  }
  for (const ip of state.ips) {
    if (ip.billing_account_id !== accountId || ip.is_deleted) continue;
    const price = priceOf(ip.location, ip.assigned_to ? "ASSIGNED_FLOATING_IP" : "UNASSIGNED_FLOATING_IP");
    const hours = hoursSince(ip.created_at);
    lines.push({
      uuid: ip.uuid,
      owner_uuid: ip.uuid,
      billing_account_id: accountId,
      user_id: ip.user_id,
      description: `Floating IP ${ip.address}`,
      hours,
      price,
      cost: round(price * hours, 5),
      price_unit: "h",
      uptime_types: ["main"],
      configurations: [],
    });
  }
  for (const lb of state.loadBalancers) {
    if (lb.billing_account_id !== accountId || lb.is_deleted) continue;
    const price = priceOf(lb.location, "LOAD_BALANCER");
    const hours = hoursSince(lb.created_at);
    lines.push({
      uuid: lb.uuid,
      owner_uuid: lb.uuid,
      billing_account_id: accountId,
      user_id: lb.user_id,
      description: `Load balancer ${lb.display_name}`,
      hours,
      price,
      cost: round(price * hours, 5),
      price_unit: "h",
      uptime_types: ["main"],
      configurations: [],
    });
  }
  return lines;
}

/** The account as served: running totals recomputed from this month's usage and the credit. */
export function withRunningTotals(state: MockState, account: BillingAccount, now: number): BillingAccount {
  const subtotal = round(usageOf(state, account.id, now).reduce((sum, l) => sum + l.cost, 0));
  const discount = round((subtotal * account.discount_percentage) / 100);
  const beforeTax = round(subtotal - discount);
  const vat = round((beforeTax * account.vat_percentage) / 100);
  const total = round(beforeTax + vat);
  const creditAvailable = round(account.credit_amount - total);
  return {
    ...account,
    precalc_credit_amount: creditAvailable,
    precalc_ongoing: total,
    running_totals: {
      credit_amount: account.credit_amount,
      credit_available: creditAvailable,
      discount_amount: discount,
      ongoing: creditAvailable,
      ongoing_negative_since: creditAvailable < 0 ? Math.floor(now / 1000) : null,
      subtotal,
      subtotal_resource_usage: subtotal,
      total_before_tax: beforeTax,
      total,
      vat_tax: vat,
    },
  };
}

/** What a top-up of `amount` costs with a processor's service fee. */
export function finalTopupAmount(amount: number, fee: { flat_rate?: number; percentage?: number } | undefined): number {
  return round(amount + (fee?.flat_rate ?? 0) + (amount * (fee?.percentage ?? 0)) / 100);
}
