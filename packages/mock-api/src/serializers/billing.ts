// What the API shows of a billing account. Its running totals, precalculated figures, primary card and unpaid amount
// are computed here from usage, cards and invoices, never kept on the account.
import type { BillingAccount, Invoice, PrimaryCard } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import { runningTotalsOf, type AccountMoney } from "../handlers/billingMath.js";
import type { StoredBillingAccount, StoredCard, StoredInvoice } from "../store/entities.js";
import type { MockState } from "../store/state.js";

/** A billing account as served: the contract type, with the running totals always filled in. */
export type ServedBillingAccount = Omit<BillingAccount, keyof AccountMoney> & AccountMoney;

const asAccount = contractShape<BillingAccount>();

/** The cards of an account that are not deleted. */
export function cardsOf(state: MockState, accountId: number): StoredCard[] {
  return state.cards.filter((c) => c.billing_account_id === accountId && !c.is_deleted);
}

/** The primary card as the account shows it: the card's details, its identifier and whether it is verified. */
function primaryCardOf(state: MockState, accountId: number): PrimaryCard | null {
  const card = cardsOf(state, accountId).find((c) => c.is_primary);
  if (!card) return null;
  const details: unknown = JSON.parse(card.additional_data || "{}");
  return { ...(typeof details === "object" && details !== null ? details : {}), id: card.identifier, is_verified: card.is_verified };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** What is still owed on an invoice: its total less what its successful transactions paid (an invoice may be paid in part). */
export function owedOn(invoice: StoredInvoice): number {
  if (invoice.status !== 5) return 0;
  const paid = invoice.transaction_list.filter((t) => t.is_success !== false).reduce((sum, t) => sum + t.amount, 0);
  return Math.max(0, cents(invoice.totals.total - paid));
}

/** What the account owes: what is still owed on its unpaid (final, status 5) invoices. */
export function unpaidAmountOf(state: MockState, accountId: number): number {
  return cents(state.invoices.filter((i) => i.billing_account_id === accountId).reduce((sum, i) => sum + owedOn(i), 0));
}

/** The account as an invoice names it (the documented `account_snapshot`: a JSON document as text). */
export function accountSnapshotOf(account: StoredBillingAccount): string {
  const { address_line1, address_line2, city, company_name, company_reg_code, company_vat_number, country, county, created, credit_amount, email, id, is_deleted, post_index, title, user_id } = account;
  return JSON.stringify({ address_line1, address_line2, city, company_name, company_reg_code, company_vat_number, country, county, created, credit_amount, email, id, is_deleted, post_index, title, user_id });
}

/** An invoice as the API shows it: a seeded invoice that kept no snapshot of its account names the account as it is. */
export function serveInvoice<T extends Invoice>(state: MockState, invoice: T): T {
  if (invoice.account_snapshot) return invoice;
  const account = state.billingAccounts.find((a) => a.id === invoice.billing_account_id);
  return { ...invoice, account_snapshot: account ? accountSnapshotOf(account) : null };
}

/** A billing account as the API shows it at `now`, with every derived field computed from the store. */
export function serveBillingAccount(state: MockState, account: StoredBillingAccount, now: number): ServedBillingAccount {
  return asAccount({
    ...account,
    ...runningTotalsOf(state, account, now),
    primary_card: primaryCardOf(state, account.id),
    unpaid_amount: unpaidAmountOf(state, account.id),
  });
}
