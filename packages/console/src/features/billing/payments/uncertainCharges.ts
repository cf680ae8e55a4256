import { ApiConnectionError, isTimeoutError, type ApiClient } from "@cloudconsole/sdk";
import { SESSION_KEYS } from "../../../session/sessionStore";

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

// Kept in session storage, per account, so a reload between the lost answer and the retry is covered too: a charge
// whose outcome is unknown is part of the payment session, cleared with it at logout. A note is good for a short
// while only: the retry it guards comes within minutes, and an old one could take a later top-up of the same amount
// for one already paid.
const NOTES_KEY = SESSION_KEYS.uncertainCharges;

/** How long a noted top-up is checked for before a retry is taken for a new top-up. */
export const UNCERTAIN_CHARGE_TTL_MS = 30 * 60_000;

/** A note as stored: the top-up and when its answer was lost (ms since the epoch). */
type StoredNote = UncertainCharge & { notedAt: number };

function readNotes(): Record<string, StoredNote> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(NOTES_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, StoredNote>) : {};
  } catch {
    return {};
  }
}

function writeNotes(notes: Record<string, StoredNote>): void {
  try {
    if (Object.keys(notes).length === 0) sessionStorage.removeItem(NOTES_KEY);
    else sessionStorage.setItem(NOTES_KEY, JSON.stringify(notes));
  } catch {
    // Storage disabled: nothing is noted, and a retry buys as a first try does.
  }
}

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

/** Notes a top-up whose answer never came, in place of any earlier note of its account. */
function rememberUncertainCharge(charge: UncertainCharge): void {
  writeNotes({ ...readNotes(), [charge.billingAccountId]: { ...charge, notedAt: Date.now() } });
}

/**
 * The uncertain top-up of this account, card and amount, if one was noted within UNCERTAIN_CHARGE_TTL_MS; the
 * account's note is forgotten once read, or once expired; a top-up of another card or amount leaves it.
 */
function takeUncertainCharge(billingAccountId: number, paymentObjectId: number, amount: number): UncertainCharge | undefined {
  const { [billingAccountId]: note, ...others } = readNotes();
  if (!note) return undefined;
  const fresh = Date.now() - note.notedAt < UNCERTAIN_CHARGE_TTL_MS;
  const same = note.paymentObjectId === paymentObjectId && note.amount === amount;
  if (fresh && !same) return undefined;
  writeNotes(others);
  return fresh ? { billingAccountId, paymentObjectId, amount, newestCreditId: note.newestCreditId } : undefined;
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
  // The history is read first: if that read fails, the note stays for the next retry.
  const credits = await creditHistory(client, charge.billingAccountId);
  const earlier = takeUncertainCharge(charge.billingAccountId, charge.paymentObjectId, charge.amount);
  if (earlier && creditOf(earlier, credits)) return undefined;
  try {
    return await buy();
  } catch (error) {
    if (outcomeUnknown(error)) rememberUncertainCharge({ ...charge, newestCreditId: newestCreditId(credits) });
    throw error;
  }
}
