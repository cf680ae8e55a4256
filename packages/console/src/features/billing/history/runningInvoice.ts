import type { BillingAccount, Invoice, UsageLine } from "@cloudconsole/sdk";
import { CURRENT_INVOICE_ID, INVOICE_STATUS } from "./constants";
import { usageResource } from "./usageText";

const epochSeconds = (ms: number) => Math.floor(ms / 1000);
const monthStart = (ms: number, offset = 0) => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
};
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The month in progress as a running invoice (id `current`, in progress). The platform lists final invoices only; the
 * month's totals are the account's running totals and its records are the month's usage lines, VAT at the account's rate.
 */
export function runningInvoiceOf(account: Pick<BillingAccount, "id" | "running_totals" | "discount_percentage" | "vat_percentage">, usage: readonly UsageLine[], now: number): Invoice {
  const totals = account.running_totals ?? {};
  const vatRate = (account.vat_percentage ?? 0) / 100;
  return {
    id: CURRENT_INVOICE_ID,
    padded_id: CURRENT_INVOICE_ID,
    billing_account_id: account.id,
    created: epochSeconds(now),
    due_date: epochSeconds(monthStart(now, 1)),
    period_start: epochSeconds(monthStart(now)),
    period_end: epochSeconds(monthStart(now, 1)),
    discount_percentage: account.discount_percentage ?? 0,
    vat_percentage: account.vat_percentage ?? 0,
    status: INVOICE_STATUS.IN_PROGRESS,
    type: "cloud_services",
    totals: { subtotal: totals.subtotal ?? 0, discount_amount: totals.discount_amount ?? 0, credit: 0, vat_tax: totals.vat_tax ?? 0, total: totals.total ?? 0 },
    records_list: usage.map((line) => ({
      name: usageResource(line),
      qty: line.hours,
      qty_unit: line.price_unit ?? "h",
      item_price: line.price,
      amount: line.cost,
      vat_amount: round(line.cost * vatRate, 5),
      is_technical: false,
      location_slug: null,
    })),
    transaction_list: [],
  };
}
