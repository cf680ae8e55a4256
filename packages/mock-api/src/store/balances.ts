import { availableCredits } from "../handlers/billingMath.js";
import { epochSeconds } from "../factories/time.js";
import type { StoredBillingAccount } from "./entities.js";
import type { MockState } from "./state.js";

/** Money-driven rules the store applies as the clock moves (see `settleBalances`). */
export const BALANCE_RULES = {
  /** How far below zero the available credit of an account with `allow_debt` may go before it is LIMITED. */
  allowedDebt: 20,
  /** With the wall clock, balances are re-checked after every change and at least this often (ms). */
  recheckMs: 60_000,
} as const;

/** `reference` of the credit-history entry (amount 0) the mock records for a low-balance notice. */
export const LOW_BALANCE_NOTICE_REFERENCE = "low_balance_notice";

/** True when the available credit is below what the account may owe (0 without `allow_debt`). */
export function isBeyondAllowedDebt(account: StoredBillingAccount, available: number): boolean {
  if (account.paying_by_invoice) return false;
  return available < -(account.allow_debt ? BALANCE_RULES.allowedDebt : 0);
}

/**
 * Apply what the available credit implies, for every billing account:
 * - a low-balance notice (a credit-history entry with amount 0 and reference `low_balance_notice`) once per crossing
 *   below `low_balance_notice_settings.threshold`, only while the setting is enabled; going back to or above the
 *   threshold re-arms it;
 * - a CLEAR account beyond its allowed debt becomes LIMITED (a top-up of at least the clear threshold lifts it).
 * Returns true when it changed the state.
 */
export function settleBalances(state: MockState, now: number): boolean {
  const credits = availableCredits(state, now);
  state.lowBalanceNoticeSent ??= [];
  const sent = state.lowBalanceNoticeSent;
  let changed = false;
  for (const account of state.billingAccounts) {
    const available = credits.get(account.id);
    if (available === undefined) continue;
    const settings = account.low_balance_notice_settings;
    const index = sent.indexOf(account.id);
    if (available >= settings.threshold) {
      if (index >= 0) {
        sent.splice(index, 1);
        changed = true;
      }
    } else if (settings.is_enabled && index < 0) {
      sent.push(account.id);
      state.credits.push({
        id: state.nextId++,
        billing_account_id: account.id,
        amount: 0,
        description: `Low balance notice: ${available} ${state.ui.siteCurrency} available, under the threshold of ${settings.threshold}`,
        reference: LOW_BALANCE_NOTICE_REFERENCE,
        created: epochSeconds(now),
        acting_user_id: null,
      });
      changed = true;
    }
    if (account.restriction_level === "CLEAR" && isBeyondAllowedDebt(account, available)) {
      account.restriction_level = "LIMITED";
      changed = true;
    }
  }
  return changed;
}
