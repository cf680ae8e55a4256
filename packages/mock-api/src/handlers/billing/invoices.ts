import type { Invoice } from "@cloudconsole/sdk";
import { epochSeconds } from "../../factories/time.js";
import { cardsOf, serveInvoice } from "../../serializers/billing.js";
import type { StoredInvoice } from "../../store/entities.js";
import { callerOf, chargedTo, owned, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, queryInt, readParams, type DomainHandlers } from "../http.js";

/** Invoices: list (final ones only), one invoice, the PDF, paying an unpaid one with the primary card. */
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
      // The platform lists final invoices only (unpaid and paid): the month in progress is in the account's running
      // totals and in charging/usage, not in this list.
      const invoices: Invoice[] = visibleTo(store, caller, store.state.invoices, invoiceOwner)
        .filter((i) => (id === undefined || i.billing_account_id === id) && i.status !== 0)
        .sort((a, b) => b.created - a.created);
      return reply.json(invoices.map((i) => serveInvoice(store.state, i)));
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
