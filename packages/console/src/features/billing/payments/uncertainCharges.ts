import { ApiConnectionError, isTimeoutError, type ApiClient } from "@cloudconsole/sdk";

// A card top-up whose answer never came (the connection dropped, the request timed out) may have charged the card all
// the same. The platform's `credit/buy` takes no idempotency key that we know of, so the console cannot ask it to
// dedupe a retry; instead it reads what the first try left before charging again: the credit history, which a paid
// top-up adds to. Each top-up notes the newest credit it saw before buying; a retry of the same top-up (account, card,
// amount) after an answer that never came looks for a credit of that amount newer than that, and if one is there the
// top-up is paid and nothing is charged again.

/** A top-up whose `credit/buy` got no answer: what it was, and the newest credit the account had before it. */
export interface UncertainCharge {
  billingAccountId: number;
  paymentObjectId: number;
  amount: number;
  /** The id of the newest credit history entry before the buy (0 when there was none). */
  newestCreditId: number;
}

// Kept in this page's memory, not in storage: the console stores only the client state the product names (the
// payment in progress is the session's one payment key, taken by the processor's return). A retry in the same page,
// the usual one after the error is shown, is checked; after a reload the credit history is the customer's to read.
let noted: UncertainCharge | undefined;

/** Whether a failed buy may still have charged: no answer came (a dropped connection, a timeout, a gateway's 502/504). */
export function outcomeUnknown(error: unknown): boolean {
  if (isTimeoutError(error)) return true;
  if (error instanceof ApiConnectionError) return true;
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return status === 502 || status === 504;
}

/** The id of the newest entry of a credit history (0 for none). */
export function newestCreditId(credits: readonly { id: number }[]): number {
  return credits.reduce((newest, credit) => Math.max(newest, credit.id), 0);
}

/** The credit an uncertain top-up added, if it went through: one of its amount, newer than what it saw before. */
export function creditOf(charge: UncertainCharge, credits: readonly { id: number; amount: number }[]): { id: number; amount: number } | undefined {
  return credits.find((credit) => credit.id > charge.newestCreditId && Math.abs(credit.amount - charge.amount) < 0.005);
}

/** Notes a top-up whose answer never came. */
function rememberUncertainCharge(charge: UncertainCharge): void {
  noted = charge;
}

/** The uncertain top-up of this account, card and amount, if one is noted; it is forgotten once read. */
function takeUncertainCharge(billingAccountId: number, paymentObjectId: number, amount: number): UncertainCharge | undefined {
  const charge = noted;
  if (charge?.billingAccountId !== billingAccountId || charge.paymentObjectId !== paymentObjectId || charge.amount !== amount) return undefined;
  noted = undefined;
  return charge;
}

/** The account's credit history, fresh from the API (never a cached copy: a stale one could miss the charge). */
async function creditHistory(client: ApiClient, billingAccountId: number): Promise<{ id: number; amount: number }[]> {
  return client.GET("/payment/credit/list", { params: { query: { billing_account_id: billingAccountId } } });
}

/**
 * Runs `buy` for a top-up, once: if an earlier try of the same top-up got no answer and its credit is in the history,
 * the card was charged then, and `buy` is not run (undefined is answered). When `buy` itself gets no answer, the top-up
 * is noted with the newest credit seen before it, for the retry to check.
 */
export async function chargeOnce<T>(client: ApiClient, charge: Omit<UncertainCharge, "newestCreditId">, buy: () => Promise<T>): Promise<T | undefined> {
  const earlier = takeUncertainCharge(charge.billingAccountId, charge.paymentObjectId, charge.amount);
  const credits = await creditHistory(client, charge.billingAccountId);
  if (earlier && creditOf(earlier, credits)) return undefined;
  try {
    return await buy();
  } catch (error) {
    if (outcomeUnknown(error)) rememberUncertainCharge({ ...charge, newestCreditId: newestCreditId(credits) });
    throw error;
  }
}
