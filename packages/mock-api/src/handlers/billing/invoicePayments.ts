// Paying invoices from an account's credit (pay_all, pay_amount) and asking for an invoice to top up by bank transfer.
import type { InvoicePaymentResult } from "@cloudconsole/sdk";
import { makeInvoice } from "../../factories/billing.js";
import { epochSeconds } from "../../factories/time.js";
import { accountSnapshotOf, owedOn } from "../../serializers/billing.js";
import type { StoredBillingAccount } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, resolveAccount } from "../access.js";
import { runningTotalsOf } from "../billingMath.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers, type ErrorAnswer } from "../http.js";
import { addCredit } from "./credit.js";

const cents = (n: number) => Math.round(n * 100) / 100;

/** What the account's credit can pay now (never below nothing). */
function spendableCredit(store: MockStore, account: StoredBillingAccount): number {
  return Math.max(0, cents(runningTotalsOf(store.state, account, store.clock.now()).running_totals.credit_available));
}

/**
 * Pays up to `amount` of the account's credit towards its unpaid cloud-services invoices, oldest first, the last one
 * in part when the amount runs out (the published API: "Pays billing account's oldest unpaid invoices first"). A
 * credit top-up's invoice is paid by bank transfer, not from credit, so it is left alone.
 */
export function payFromCredit(store: MockStore, account: StoredBillingAccount, amount: number): InvoicePaymentResult {
  const unpaid = store.state.invoices
    .filter((i) => i.billing_account_id === account.id && i.type !== "credit_topup" && owedOn(i) > 0)
    .sort((a, b) => a.created - b.created || a.id - b.id);
  let left = cents(amount);
  const paid: number[] = [];
  for (const invoice of unpaid) {
    if (left <= 0) break;
    const part = Math.min(left, owedOn(invoice));
    invoice.transaction_list.push({ id: store.nextId(), amount: part, created: epochSeconds(store.clock.now()), identifier: `credit_${invoice.id}_${store.nextId()}`, payment_object_id: null, is_success: true });
    if (owedOn(invoice) === 0) invoice.status = 10;
    addCredit(store, account, -part, `Invoice ${invoice.padded_id} paid from credit`);
    left = cents(left - part);
    paid.push(invoice.id);
  }
  const used = cents(amount - left);
  if (paid.length > 0) store.changed();
  const which = paid.map((id) => `#${id}`).join(", ");
  return {
    success: true,
    amount_used: used,
    amount_left: left,
    paid_invoices: paid,
    error_log: "",
    message: unpaid.length === 0 ? "There are no unpaid invoices to pay." : paid.length === 0 ? "The account has no credit to pay its unpaid invoices with: top up first." : left > 0 ? `Invoices (${which}) were paid fully.` : `All amount were used. Invoices (${which}) were paid fully or partially.`,
  };
}

/** The account a call names and the positive amount it asks for, or the refusal. */
async function accountAndAmount(store: MockStore, request: Request): Promise<{ account: StoredBillingAccount; amount: number } | ErrorAnswer> {
  const params = await readParams(request);
  const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
  if (account instanceof Response) return account;
  const amount = params.number("amount");
  if (amount === undefined || Number.isNaN(amount) || amount <= 0) return apiError(store, 400, "amount must be a number greater than 0.");
  return { account, amount };
}

/** pay_all, pay_amount and credit/request_invoice. */
export const invoicePaymentHandlers: DomainHandlers = (store, routes) => [
  operation(routes, "post /payment/pay_all", async ({ request, reply }) => {
    const account = resolveAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));
    if (account instanceof Response) return account;
    return reply.json(payFromCredit(store, account, spendableCredit(store, account)));
  }),
  operation(routes, "post /payment/pay_amount", async ({ request, reply }) => {
    const asked = await accountAndAmount(store, request);
    if (asked instanceof Response) return asked;
    const { account, amount } = asked;
    const credit = spendableCredit(store, account);
    if (amount > credit) return apiError(store, 400, `The account's credit is ${credit.toFixed(2)}, less than the amount: top up first or pay less.`);
    return reply.json(payFromCredit(store, account, amount));
  }),
  // The invoice is generated with the amount and sent to the account's email; paying it by bank transfer adds the credit.
  operation(routes, "post /payment/credit/request_invoice", async ({ request, reply }) => {
    const asked = await accountAndAmount(store, request);
    if (asked instanceof Response) return asked;
    const { account, amount } = asked;
    const now = store.clock.now();
    const invoice = makeInvoice(store.factory(), account.id, Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1), 5, cents(amount), 0);
    const created = epochSeconds(now);
    store.state.invoices.push({
      ...invoice,
      type: "credit_topup",
      name: `Credit top-up ${invoice.padded_id}`,
      created,
      due_date: created + 14 * 24 * 3600,
      account_snapshot: accountSnapshotOf(account),
      records_list: [{ id: store.nextId(), invoice_id: invoice.id, created, name: "Credit top-up", descr: "", qty: 1, qty_unit: "pcs", item_price: cents(amount), amount: cents(amount), vat_amount: 0, is_technical: false, location_slug: null }],
    });
    store.changed();
    return reply.json({ success: true });
  }),
];
