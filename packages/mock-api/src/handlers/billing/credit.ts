// Credit moves: what a top-up does to an account, and the automatic top-up from the primary card.
import { makeCredit } from "../../factories/billing.js";
import { cardsOf } from "../../serializers/billing.js";
import { isBeyondAllowedDebt } from "../../store/balances.js";
import type { StoredBillingAccount } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { runningTotalsOf } from "../billingMath.js";

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Add credit to an account and apply what depends on it: promotions, restriction level, credit history. The entry
 * names who made it (`actingUserId`, the account's user by default); what the platform adds by itself names no one.
 */
export function addCredit(store: MockStore, account: StoredBillingAccount, amount: number, description: string, actingUserId: number | null = account.user_id): void {
  account.credit_amount = cents(account.credit_amount + amount);
  store.state.credits.push({ ...makeCredit(store.factory(), account.id, amount, description), acting_user_id: actingUserId });
  if (amount <= 0) return;
  for (const promo of account.eligible_promotions) {
    if (promo.top_up_done >= promo.top_up_requirement) continue;
    promo.top_up_done = cents(promo.top_up_done + amount);
    if (promo.top_up_done >= promo.top_up_requirement) {
      account.credit_amount = cents(account.credit_amount + promo.amount);
      store.state.credits.push(makeCredit(store.factory(), account.id, promo.amount, `Promotion: ${promo.credit_type}`));
    }
  }
  // A top-up of at least the clear threshold lifts LIMITED/FROZEN, unless the account would still be beyond its allowed debt.
  if (
    account.restriction_level !== "CLEAR" &&
    account.restriction_level !== "TERMINATED" &&
    amount >= store.state.restrictionLevelClearTopupThreshold &&
    !isBeyondAllowedDebt(account, runningTotalsOf(store.state, account, store.clock.now()).running_totals.credit_available)
  ) {
    account.restriction_level = "CLEAR";
  }
}

/** Whether the account has a verified primary card to charge. */
export function hasChargeableCard(store: MockStore, accountId: number): boolean {
  return cardsOf(store.state, accountId).some((c) => c.is_primary && c.is_verified);
}

/** Automatic top-up: when a read finds the balance under the threshold, the primary card is charged. */
export function autoTopup(store: MockStore, account: StoredBillingAccount): void {
  if (!account.is_recurring_payment_enabled || account.recurring_payment_amount <= 0) return;
  if (!hasChargeableCard(store, account.id)) return;
  if (runningTotalsOf(store.state, account, store.clock.now()).running_totals.ongoing >= account.recurring_payment_threshold) return;
  addCredit(store, account, account.recurring_payment_amount, "Automatic top-up", null);
  store.changed();
}
