// Money derived from the store: usage of the current month, running totals, processor fees.
import type { RunningTotals, UsageLine } from "@cloudconsole/sdk";
import { priceList } from "../config/catalog.js";
import type { StoredBillingAccount, StoredVm } from "../store/entities.js";
import type { MockState } from "../store/state.js";
import { HOUR } from "../factories/time.js";

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

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

const dtCache = new Map<string, number>();

function parseDt(dt: string): number {
  let ms = dtCache.get(dt);
  if (ms === undefined) {
    ms = Date.parse(`${dt.replace(" ", "T").slice(0, 19)}Z`);
    if (dtCache.size > 100_000) dtCache.clear();
    dtCache.set(dt, ms);
  }
  return ms;
}

const diskOf = (vm: StoredVm) => vm.storage.reduce((sum, s) => sum + s.size, 0);

/** A VM's hourly price: CPU and RAM while not stopped, disks always, the Windows licence per vCPU. */
function vmHourlyPrice(vm: StoredVm, disk: number): number {
  const running = vm.status !== "stopped";
  return (
    (running ? vm.vcpu * priceOf(vm.location, "CPU") + (vm.memory / 1024) * priceOf(vm.location, "RAM") : 0) +
    disk * priceOf(vm.location, "STORAGE") +
    (vm.license_type === "WINDOWS" ? vm.vcpu * priceOf(vm.location, "WINDOWS_LICENSE") : 0)
  );
}

const monthStartOf = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/** This month's usage of one billing account: one line per VM, floating IP, load balancer and bucket. */
export function usageOf(state: MockState, accountId: number, now: number): UsageLine[] {
  return collectUsage(state, now, (id) => id === accountId);
}

/** This month's usage lines of every account `accept` lets through, in one pass over the resources. */
function collectUsage(state: MockState, now: number, accept: (accountId: number) => boolean): UsageLine[] {
  const monthStart = monthStartOf(now);
  const hoursSince = (created: string) => round(Math.max(0, now - Math.max(monthStart, parseDt(created))) / HOUR, 3);
  const lines: UsageLine[] = [];
  for (const vm of state.vms) {
    if (!accept(vm.billing_account) || vm.status === "deleted") continue;
    const accountId = vm.billing_account;
    const disk = diskOf(vm);
    const running = vm.status !== "stopped";
    const price = vmHourlyPrice(vm, disk);
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
    if (!accept(ip.billing_account_id) || ip.is_deleted) continue;
    const accountId = ip.billing_account_id;
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
    if (!accept(lb.billing_account_id) || lb.is_deleted) continue;
    const accountId = lb.billing_account_id;
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

interface Totals {
  subtotal: number;
  discount: number;
  beforeTax: number;
  vat: number;
  total: number;
  creditAvailable: number;
}

function totalsOf(account: StoredBillingAccount, rawSubtotal: number): Totals {
  const subtotal = round(rawSubtotal);
  const discount = round((subtotal * account.discount_percentage) / 100);
  const beforeTax = round(subtotal - discount);
  const vat = round((beforeTax * account.vat_percentage) / 100);
  const total = round(beforeTax + vat);
  return { subtotal, discount, beforeTax, vat, total, creditAvailable: round(account.credit_amount - total) };
}

/**
 * Available credit (`running_totals.credit_available`) of every billing account that is not deleted, computed in
 * one pass over the resources: the same figure `runningTotalsOf` gives.
 */
export function availableCredits(state: MockState, now: number): Map<number, number> {
  // The same figures as the usage lines' costs, without building the lines (the large preset has 10,000 VMs).
  const monthStart = monthStartOf(now);
  const hoursSince = (created: string) => round(Math.max(0, now - Math.max(monthStart, parseDt(created))) / HOUR, 3);
  const subtotals = new Map<number, number>();
  const add = (accountId: number, cost: number) => subtotals.set(accountId, (subtotals.get(accountId) ?? 0) + cost);
  for (const vm of state.vms) {
    if (vm.status !== "deleted") add(vm.billing_account, round(vmHourlyPrice(vm, diskOf(vm)) * hoursSince(vm.created_at), 5));
  }
  for (const ip of state.ips) {
    if (!ip.is_deleted) add(ip.billing_account_id, round(priceOf(ip.location, ip.assigned_to ? "ASSIGNED_FLOATING_IP" : "UNASSIGNED_FLOATING_IP") * hoursSince(ip.created_at), 5));
  }
  for (const lb of state.loadBalancers) {
    if (!lb.is_deleted) add(lb.billing_account_id, round(priceOf(lb.location, "LOAD_BALANCER") * hoursSince(lb.created_at), 5));
  }
  const result = new Map<number, number>();
  for (const account of state.billingAccounts) {
    if (!account.is_deleted) result.set(account.id, totalsOf(account, subtotals.get(account.id) ?? 0).creditAvailable);
  }
  return result;
}

/** An account's money as served: the running totals and precalculated figures, from this month's usage and the credit. */
export interface AccountMoney {
  running_totals: Required<RunningTotals>;
  precalc_credit_amount: number;
  precalc_ongoing: number;
}

/** Usage is counted to the minute when looking for the moment the credit ran out. */
const DEBT_SEARCH_STEP_MS = 60_000;

/**
 * When the account's available credit went below zero this month (epoch seconds), or null while it has not. Usage
 * only grows through the month, so the moment is found by halving the interval; an account already short when the
 * month began counts from the month's start.
 */
export function negativeSince(state: MockState, account: StoredBillingAccount, now: number): number | null {
  const availableAt = (at: number) => totalsOf(account, usageOf(state, account.id, at).reduce((sum, l) => sum + l.cost, 0)).creditAvailable;
  if (availableAt(now) >= 0) return null;
  let solvent = monthStartOf(now);
  if (availableAt(solvent) < 0) return Math.floor(solvent / 1000);
  let short = now;
  while (short - solvent > DEBT_SEARCH_STEP_MS) {
    const middle = Math.floor((solvent + short) / 2);
    if (availableAt(middle) < 0) short = middle;
    else solvent = middle;
  }
  return Math.floor(short / 1000);
}

/** Running totals of one account, recomputed from this month's usage and the credit. */
export function runningTotalsOf(state: MockState, account: StoredBillingAccount, now: number): AccountMoney {
  const { subtotal, discount, beforeTax, vat, total, creditAvailable } = totalsOf(
    account,
    usageOf(state, account.id, now).reduce((sum, l) => sum + l.cost, 0),
  );
  return {
    precalc_credit_amount: creditAvailable,
    precalc_ongoing: total,
    running_totals: {
      credit_amount: account.credit_amount,
      credit_available: creditAvailable,
      discount_amount: discount,
      ongoing: creditAvailable,
      ongoing_negative_since: creditAvailable < 0 ? negativeSince(state, account, now) : null,
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
