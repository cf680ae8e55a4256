import { describe, expect, it } from "vitest";
import type { UsageLine } from "@cloudconsole/sdk";
import { runningInvoiceOf } from "./runningInvoice";

const account = {
  id: 7,
  discount_percentage: 10,
  vat_percentage: 22,
  running_totals: { subtotal: 30, discount_amount: 3, vat_tax: 5.94, total: 32.94 },
};
const usage: UsageLine[] = [
  { description: "web-1, 2 CPUs, 2 GB RAM, 40 GB disk", hours: 300, price: 0.05, cost: 15, price_unit: "h" },
  { uuid: "9d7c", hours: 150, price: 0.1, cost: 15 },
];
const now = Date.UTC(2026, 10, 20, 12);

describe("the running invoice of the month in progress", () => {
  it("is in progress, named current, for this month, with the account's running totals", () => {
    expect(runningInvoiceOf(account, usage, now)).toMatchObject({
      id: "current",
      billing_account_id: 7,
      status: 0,
      type: "cloud_services",
      period_start: Date.UTC(2026, 10, 1) / 1000,
      period_end: Date.UTC(2026, 11, 1) / 1000,
      due_date: Date.UTC(2026, 11, 1) / 1000,
      discount_percentage: 10,
      vat_percentage: 22,
      totals: { subtotal: 30, discount_amount: 3, credit: 0, vat_tax: 5.94, total: 32.94 },
      transaction_list: [],
    });
  });

  it("has one record per usage line, its VAT at the account's rate", () => {
    expect(runningInvoiceOf(account, usage, now).records_list).toEqual([
      { name: "web-1, 2 CPUs, 2 GB RAM, 40 GB disk", qty: 300, qty_unit: "h", item_price: 0.05, amount: 15, vat_amount: 3.3, is_technical: false, location_slug: null },
      { name: "9d7c", qty: 150, qty_unit: "h", item_price: 0.1, amount: 15, vat_amount: 3.3, is_technical: false, location_slug: null },
    ]);
  });

  it("totals nothing for an account whose running totals the platform left out", () => {
    expect(runningInvoiceOf({ id: 7 }, [], now).totals).toEqual({ subtotal: 0, discount_amount: 0, credit: 0, vat_tax: 0, total: 0 });
  });
});
