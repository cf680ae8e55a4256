import { APP_BASE_PATH } from "../../../config/runtime";
import { SESSION_KEYS } from "../../../session/sessionStore";

// The payment in progress (the processor's session, kept across the redirect) is the session's payment session id,
// so logging out forgets it.
const PENDING_PAYMENT_KEY = SESSION_KEYS.paymentSessionId;

/**
 * A payment the customer finishes at the processor: kept in session storage across the redirect and back.
 * `card_verification`: a new card's check, the top-up (amount, card) then paid from the return page;
 * `card_topup`: a charge the bank confirms (3-D Secure), completed with `credit/buy/posthook` and its charge id;
 * `link`: a payment link's payment.
 */
export interface PendingPayment {
  kind: "card_verification" | "card_topup" | "link";
  billingAccountId: number;
  /** The top-up to make once a card is verified, and with which card. */
  amount?: number;
  paymentObjectId?: number;
  processor?: string;
  /** The charge `credit/buy` answered, which `credit/buy/posthook` completes. */
  chargeId?: string;
  /** Already completed or paid from the return page: kept so a reload says so, never done again. */
  settled?: true;
}

export function savePendingPayment(payment: PendingPayment): void {
  try {
    sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(payment));
  } catch {
    // Storage disabled: the return page then works from its query alone.
  }
}

export function readPendingPayment(): PendingPayment | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? "null");
    return typeof parsed === "object" && parsed !== null && "billingAccountId" in parsed ? (parsed as PendingPayment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the payment in progress of this kind and returns it: only the first caller gets it, so the return page
 * completes or pays it once. It stays in storage marked settled, so a reload of that page (or a second tab) says it
 * was done instead of offering it again.
 */
export function claimPendingPayment(kind: PendingPayment["kind"]): PendingPayment | undefined {
  const pending = readPendingPayment();
  if (pending?.kind !== kind || pending.settled) return undefined;
  savePendingPayment({ ...pending, settled: true });
  return pending;
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The console's own base URL, where processors send the customer back (`{origin}/app`). */
export function frontBaseUrl(): string {
  return `${window.location.origin}${APP_BASE_PATH}`;
}
