import type { Invoice, InvoiceRecord } from "@cloudconsole/sdk";
import type { StatusTone } from "@cloudconsole/ui";
import { isoDateTime, numberFormat, type Formatters } from "../../../format";
import { CURRENT_INVOICE_ID, INVOICE_STATUS, INVOICE_STATUS_TEXT, INVOICE_TYPE_TEXT } from "./constants";
import type { CsvCell } from "./csv";
import type { BillingLabels } from "./labels";
import type { HistoryT } from "./messages";

/** What an invoice is called in lists: its number, or "Current period" for the running one (in the customer's language with `t`). */
export function invoiceNumber(invoice: Pick<Invoice, "id" | "padded_id">, t?: HistoryT): string {
  if (invoice.id === CURRENT_INVOICE_ID) return t ? t("currentPeriod") : "Current period";
  return invoice.padded_id || String(invoice.id);
}

/** The last second of a period whose end is the first second of the next (so "1 Oct – 31 Oct", not "– 1 Nov"). */
const lastSecond = (end: number | undefined) => (end === undefined ? undefined : end - 1);

/** An invoice's period in the site's words: "1 Oct 2026 – 31 Oct 2026". */
export function invoicePeriod(invoice: Pick<Invoice, "period_start" | "period_end">, format: Pick<Formatters, "date">): string {
  return `${format.date(invoice.period_start)} – ${format.date(lastSecond(invoice.period_end))}`;
}

/** An invoice status in words ("Unpaid"), or its code when it is not one the console knows; in the customer's language with `t`. */
export function invoiceStatusText(status: number, t?: HistoryT): string {
  if (!t) return INVOICE_STATUS_TEXT[status] ?? `Status ${status}`;
  if (status === INVOICE_STATUS.IN_PROGRESS) return t("status.inProgress");
  if (status === INVOICE_STATUS.UNPAID) return t("status.unpaid");
  if (status === INVOICE_STATUS.PAID) return t("status.paid");
  return t("status.other", { status });
}

/** The badge tone of a status: unpaid warns, paid is done, in progress informs. */
export function invoiceStatusTone(status: number): StatusTone {
  if (status === INVOICE_STATUS.UNPAID) return "warning";
  if (status === INVOICE_STATUS.PAID) return "success";
  return "info";
}

/** An invoice type in words (cloud services when the API leaves it out); in the customer's language with `t`. */
export function invoiceTypeText(type: Invoice["type"], t?: HistoryT): string {
  if (!t) return INVOICE_TYPE_TEXT[type ?? "cloud_services"];
  if (type === "credit_topup") return t("type.credit_topup");
  if (type === "credit_note") return t("type.credit_note");
  return t("type.cloud_services");
}

/** A record's quantity with its unit: "720 h". */
export function recordQuantity(record: Pick<InvoiceRecord, "qty" | "qty_unit">, locale?: string): string {
  const qty = numberFormat(locale, { maximumFractionDigits: 3 }).format(record.qty);
  return record.qty_unit ? `${qty} ${record.qty_unit}` : qty;
}

const isoDay = (seconds: number | undefined) => isoDateTime(seconds)?.slice(0, 10) ?? "";

/** The invoice list as CSV rows: numbers and ISO dates as they are, so a spreadsheet can compute with them. */
export function invoiceListCsv(invoices: readonly Invoice[], labels: BillingLabels, currency: string): CsvCell[][] {
  return [
    ["Number", "Period start", "Period end", "Type", "Status", `Subtotal (${currency})`, `Discount (${currency})`, `${labels.tax} (${currency})`, `Total (${currency})`],
    ...invoices.map((invoice) => [
      invoiceNumber(invoice),
      isoDay(invoice.period_start),
      isoDay(lastSecond(invoice.period_end)),
      invoiceTypeText(invoice.type),
      invoiceStatusText(invoice.status),
      invoice.totals?.subtotal,
      invoice.totals?.discount_amount,
      invoice.totals?.vat_tax,
      invoice.totals?.total,
    ]),
  ];
}

/** The records an invoice shows: the technical ones (rounding, internal) are for the platform only. */
export function visibleRecords(invoice: Pick<Invoice, "records_list">): InvoiceRecord[] {
  return (invoice.records_list ?? []).filter((record) => !record.is_technical);
}

/** An invoice's records as CSV rows. */
export function invoiceRecordsCsv(invoice: Invoice, labels: BillingLabels, currency: string): CsvCell[][] {
  return [
    ["Item", "Quantity", "Unit", `Price (${currency})`, `Amount (${currency})`, `${labels.tax} (${currency})`, "Location"],
    ...visibleRecords(invoice).map((record) => [
      record.name,
      record.qty,
      record.qty_unit,
      record.item_price,
      record.amount,
      record.vat_amount,
      record.location_slug ?? "",
    ]),
  ];
}

/** A file name for an invoice's download: "invoice-000000123" or "order-current". */
export function invoiceFileName(invoice: Pick<Invoice, "id" | "padded_id">, labels: BillingLabels): string {
  return `${labels.invoice.toLowerCase()}-${invoice.id === CURRENT_INVOICE_ID ? "current" : invoiceNumber(invoice)}`;
}
