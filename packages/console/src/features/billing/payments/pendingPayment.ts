import { APP_BASE_PATH } from "../../../config/runtime";
import { SESSION_KEYS } from "../../../session/sessionStore";

// The payment in progress (the processor's session, kept across the redirect) is the session's payment session id,
// so logging out forgets it.
const PENDING_PAYMENT_KEY = SESSION_KEYS.paymentSessionId;

/** A payment the customer finishes at the processor: kept in session storage across the redirect and back. */
export interface PendingPayment {
  kind: "card_verification" | "link";
  billingAccountId: number;
  /** The top-up to make once a card is verified, and with which card. */
  amount?: number;
  paymentObjectId?: number;
  processor?: string;
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
