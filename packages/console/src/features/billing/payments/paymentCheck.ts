// How the return page reads a payment that may still be open (a virtual account, a bank transfer, a bank still
// confirming a card): what the API's answers say about it, and how often it asks again until the result is final.

/** A payment's state as the return page shows it. */
export type PaymentOutcome = "succeeded" | "failed" | "pending";

/** The first check again after this long; each next one waits twice as long, up to the longest wait. */
export const FIRST_CHECK_DELAY_MS = 3_000;
/** The longest wait between two checks of a payment still open (a transfer can take hours). */
export const LONGEST_CHECK_DELAY_MS = 60_000;

/** How long to wait before the next check, after `checks` checks of a payment still open: 3 s, 6 s, 12 s, … 60 s. */
export function nextCheckDelay(checks: number): number {
  const doublings = Math.max(0, Math.min(checks - 1, 20));
  return Math.min(FIRST_CHECK_DELAY_MS * 2 ** doublings, LONGEST_CHECK_DELAY_MS);
}

/** A query's refetch interval: again after a growing wait while `open` says the payment is not final, never once it is. */
export function checkAgainWhile<T>(open: (data: T | undefined) => boolean) {
  return (query: { state: { data: T | undefined; dataUpdateCount: number } }) => (open(query.state.data) ? nextCheckDelay(query.state.dataUpdateCount) : false);
}

// The processors' words for a payment the customer has still to make or the bank has still to confirm.
const OPEN_STATUSES = new Set(["pending", "processing", "waiting", "open", "requires_action", "requires_payment_method_confirmation"]);
const SUCCEEDED_STATUSES = new Set(["succeeded", "success", "paid", "settled", "completed"]);

/** The processor's data for a payment (`persistent_data`'s `data`), as an object whatever it holds. */
export function processorData(data: unknown): Record<string, unknown> {
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

function status(data: Record<string, unknown>): string {
  return typeof data.status === "string" ? data.status.toLowerCase() : "";
}

/**
 * A link payment's state: `process_result` alone says it succeeded; while it does not, the processor's data says
 * whether it is still open (a processor whose data already says paid is open until process_result agrees), and
 * anything else failed. Undefined while the processor's data is still being read.
 */
export function linkOutcome(result: { success: boolean }, data: Record<string, unknown> | undefined): PaymentOutcome | undefined {
  if (result.success) return "succeeded";
  if (data === undefined) return undefined;
  const said = status(data);
  return OPEN_STATUSES.has(said) || SUCCEEDED_STATUSES.has(said) ? "pending" : "failed";
}

/** A card's 3-D Secure check, from the processor's data: confirmed, refused, or the bank still deciding. */
export function cardCheckOutcome(data: Record<string, unknown>): PaymentOutcome {
  const said = status(data);
  if (SUCCEEDED_STATUSES.has(said)) return "succeeded";
  return OPEN_STATUSES.has(said) ? "pending" : "failed";
}

/** How to pay a payment still open, from the processor's data: the names processors use for each part. */
export interface PaymentInstructions {
  method?: string;
  /** The virtual account's number or the payment code the customer pays to. */
  payCode?: string;
  amount?: number;
  /** When the virtual account stops taking the transfer (ISO 8601). */
  expiresAt?: string;
}

const text = (data: Record<string, unknown>, ...keys: string[]) => {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return value.trim();
    if (typeof value === "number") return String(value);
  }
  return undefined;
};

/** What the processor's data says about paying a payment still open; parts it does not name are left out. */
export function paymentInstructions(data: Record<string, unknown>): PaymentInstructions {
  const method = text(data, "method_name", "payment_method", "bank");
  const payCode = text(data, "pay_code", "va_number", "virtual_account", "payment_code");
  const amount = Number(text(data, "amount"));
  const expiresAt = text(data, "expires_at", "expiry_date", "expired_at");
  return {
    ...(method ? { method } : {}),
    ...(payCode ? { payCode } : {}),
    ...(Number.isFinite(amount) && amount > 0 ? { amount } : {}),
    ...(expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? { expiresAt } : {}),
  };
}
