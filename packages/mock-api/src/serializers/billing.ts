// What the API shows of a billing account. Its running totals, precalculated figures, primary card and unpaid amount
// are computed here from usage, cards and invoices, never kept on the account.
import type { BillingAccount, PrimaryCard } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import { runningTotalsOf, type AccountMoney } from "../handlers/billingMath.js";
import type { StoredBillingAccount, StoredCard } from "../store/entities.js";
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

/** What the account owes: the total of its unpaid (final, status 5) invoices. */
export function unpaidAmountOf(state: MockState, accountId: number): number {
  const owed = state.invoices.filter((i) => i.billing_account_id === accountId && i.status === 5).reduce((sum, i) => sum + i.totals.total, 0);
  return Math.round(owed * 100) / 100;
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
