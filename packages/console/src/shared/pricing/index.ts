import type { Price, PriceLists } from "@cloudconsole/sdk";

// How the console prices what a customer is about to create, from the API's price lists: one rule for every form.

/** A price per hour and per month. */
export interface PriceTotal {
  hourly: number;
  monthly: number;
}

/** Hours in a billing month when a price list gives no monthly price. */
export const HOURS_PER_MONTH = 730;

/** The price that applies to `amount` units: the entry with the highest lower bound not above it. */
export function tierFor(prices: readonly Price[] | undefined, amount: number, bound: "num_cpus_from" | "gigabytes_from"): Price | undefined {
  return prices?.filter((price) => (price[bound] ?? 0) <= amount).sort((a, b) => (b[bound] ?? 0) - (a[bound] ?? 0))[0];
}

/** The monthly price of one unit: the list's own, or the hourly price over a billing month. */
export function monthlyPerUnit(price: Price): number {
  return price.price_per_unit_month ?? price.price_per_unit * HOURS_PER_MONTH;
}

/** The total of (price, units) parts; a part without a price (not in the lists) costs nothing. */
export function totalOf(parts: readonly (readonly [Price | undefined, number])[]): PriceTotal {
  let hourly = 0;
  let monthly = 0;
  for (const [price, units] of parts) {
    if (!price) continue;
    hourly += price.price_per_unit * units;
    monthly += monthlyPerUnit(price) * units;
  }
  return { hourly, monthly };
}

/** A resource type's price in a location: that location's entry of the price lists, else the first one. */
export function priceIn(prices: PriceLists | undefined, type: string, location: string): Price | undefined {
  const list = prices?.[type] ?? [];
  return list.find((price) => (price as { location_slug?: string }).location_slug === location) ?? list[0];
}

/** What `sizeGb` of a resource priced per GB (block storage, its backups and snapshots) costs, by its tier for that size. */
export function perGbPrice(prices: PriceLists | undefined, type: string, sizeGb: number): PriceTotal | undefined {
  if (!Number.isFinite(sizeGb) || sizeGb <= 0) return undefined;
  const price = tierFor(prices?.[type], sizeGb, "gigabytes_from");
  return price ? totalOf([[price, sizeGb]]) : undefined;
}
