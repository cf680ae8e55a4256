import type { Invoice } from "@cloudconsole/sdk";
import { epochSeconds } from "../../factories/time.js";
import { cardsOf, serveInvoice } from "../../serializers/billing.js";
import type { StoredBillingAccount, StoredInvoice } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, chargedTo, owned, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { runningTotalsOf, usageOf } from "../billingMath.js";
import { operation } from "../contract.js";
import { apiError, queryInt, readParams, type DomainHandlers } from "../http.js";

const monthStart = (ms: number, offset = 0) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
};

/** The month in progress as a running invoice (id `current`): one record per usage line, totals as the account runs them. */
export function currentInvoiceOf(store: MockStore, account: StoredBillingAccount): Invoice {
  const now = store.clock.now();
  const totals = runningTotalsOf(store.state, account, now).running_totals;
  const vatShare = totals.total_before_tax > 0 ? totals.vat_tax / totals.total_before_tax : 0;
  return {
    id: "current",
    padded_id: "current",
    name: "Current period",
    billing_account_id: account.id,
    created: epochSeconds(now),
    due_date: epochSeconds(monthStart(now, 1)),
    period_start: epochSeconds(monthStart(now)),
    period_end: epochSeconds(monthStart(now, 1)),
    discount_percentage: account.discount_percentage,
    vat_percentage: account.vat_percentage,
    status: 0,
    type: "cloud_services",
    totals: { subtotal: totals.subtotal, discount_amount: totals.discount_amount, credit: 0, vat_tax: totals.vat_tax, total: totals.total },
    records_list: usageOf(store.state, account.id, now).map((line) => ({
      name: line.description ?? line.uuid ?? "Usage",
      qty: line.hours,
      qty_unit: line.price_unit ?? "h",
      item_price: line.price,
      amount: line.cost,
      vat_amount: Math.round(line.cost * vatShare * 100000) / 100000,
      is_technical: false,
      location_slug: null,
    })),
    transaction_list: [],
  };
}

/** Invoices: list (with the month in progress as `current`), one invoice, the PDF, paying an unpaid one with the primary card. */
export const invoiceHandlers: DomainHandlers = (store, routes) => {
  const invoiceOwner = (invoice: StoredInvoice) => chargedTo(store.state, invoice.billing_account_id);
  const findInvoice = (request: Request, id: number | undefined) =>
    owned(store, callerOf(store, request), store.state.invoices.find((i) => i.id === id), invoiceOwner, () => apiError(store, 404, "No such invoice."));

  return [
    operation(routes, "get /payment/invoice/list", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      const id = (await readParams(request)).int("billing_account_id");
      const foreign = refuseForeignAccount(store, caller, id);
      if (foreign) return foreign;
      const periodNow = epochSeconds(monthStart(store.clock.now()));
      // A kept invoice still in progress for this month is what `current` reports: it is listed once, as `current`.
      const invoices: Invoice[] = visibleTo(store, caller, store.state.invoices, invoiceOwner)
        .filter((i) => id === undefined || i.billing_account_id === id)
        .filter((i) => !(i.status === 0 && i.period_start === periodNow))
        .sort((a, b) => b.created - a.created);
      const accounts = visibleTo(store, caller, store.state.billingAccounts, (a) => chargedTo(store.state, a.id)).filter(
        (a) => !a.is_deleted && (id === undefined || a.id === id),
      );
      return reply.json([...accounts.map((a) => currentInvoiceOf(store, a)), ...invoices].map((i) => serveInvoice(store.state, i)));
    }),
    operation(routes, "get /payment/invoice", ({ request, reply }) => {
      const invoice = findInvoice(request, queryInt(request, "invoice_id"));
      return invoice instanceof Response ? invoice : reply.json(serveInvoice(store.state, invoice));
    }),
    operation(routes, "get /payment/invoice/pdf", ({ request, reply }) => {
      const invoice = findInvoice(request, queryInt(request, "invoice_id"));
      if (invoice instanceof Response) return invoice;
      const pdf = `%PDF-1.4\n% Mock invoice ${invoice.padded_id}, total ${invoice.totals.total}\n%%EOF\n`;
      return reply.file(pdf, { "content-type": "application/pdf", "content-disposition": `inline; filename="invoice-${invoice.padded_id}.pdf"` });
    }),
    operation(routes, "post /payment/pay_invoice", async ({ request, reply }) => {
      const invoice = findInvoice(request, (await readParams(request)).int("invoice_id"));
      if (invoice instanceof Response) return invoice;
      const account = resolveAccount(store, callerOf(store, request), invoice.billing_account_id);
      if (account instanceof Response) return account;
      if (invoice.status !== 5) return apiError(store, 400, invoice.status === 10 ? "Invoice is already paid." : "Invoice is not final yet.");
      const card = cardsOf(store.state, account.id).find((c) => c.is_primary && c.is_verified);
      if (!card) return apiError(store, 400, "No verified primary card to pay with. Add a card first.");
      invoice.status = 10;
      invoice.transaction_list.push({
        id: store.nextId(),
        amount: invoice.totals.total,
        created: epochSeconds(store.clock.now()),
        identifier: `tran_${store.rng.hex(24)}`,
        payment_object_id: card.id,
        is_success: true,
      });
      store.changed();
      return reply.json({ success: true });
    }),
  ];
};
