import type { PaymentResult } from "@cloudconsole/sdk";
import type { PaymentProcessor } from "../../apiTypes.js";
import type { MockStore } from "../../store/store.js";

// What the mock answers in the platform's place when the site's card processor is Stripe's. The platform's real
// answers to these calls are not published: each choice below is inferred from what the console's Stripe adapters
// need and from Stripe's guides for a client-side integration (SetupIntents to save a card, PaymentIntents confirmed
// in the page when the bank asks for 3-D Secure), and says so. The contract's shapes are kept: extra fields travel in
// the objects the contract leaves open (`card/prehook`) or marks inferred (PaymentResult's `client_secret`).

/** The processor keywords the mock answers as Stripe's. */
export const STRIPE_KEYWORDS: ReadonlySet<string> = new Set(["stripe", "stripe_creditcard", "stripe_wallet"]);

/** The keyword of Stripe's payment request (Apple Pay, Google Pay), whose prehook also names country and currency. */
export const STRIPE_WALLET_KEYWORD = "stripe_wallet";

/** The site's card processor: the one that saves and charges the account's cards (the first of type creditcard). */
export function siteCardProcessor(store: MockStore): PaymentProcessor | undefined {
  return (store.state.ui.paymentProcessors ?? []).find((processor) => processor.type === "creditcard");
}

/** Whether the site's cards are Stripe's. */
export function stripeChargesCards(store: MockStore): boolean {
  return STRIPE_KEYWORDS.has(siteCardProcessor(store)?.keyword ?? "");
}

/** A Stripe object's id and client secret, as Stripe writes them (`seti_…_secret_…`, `pi_…_secret_…`). */
function stripeObject(store: MockStore, prefix: "seti" | "pi"): { id: string; client_secret: string } {
  const id = `${prefix}_${store.rng.hex(24)}`;
  return { id, client_secret: `${id}_secret_${store.rng.hex(24)}` };
}

/**
 * Inferred answer of `card/prehook` for a Stripe processor: the client secret of a SetupIntent the backend made for
 * the account, which Stripe.js confirms with the card typed into Stripe's element (3-D Secure included); for the
 * wallet, also the site's country and currency, which Stripe's payment request needs. No session id: Stripe has none.
 */
export function stripePrehook(store: MockStore, keyword: string): Record<string, unknown> {
  const { client_secret } = stripeObject(store, "seti");
  if (keyword !== STRIPE_WALLET_KEYWORD) return { client_secret };
  return { client_secret, country: store.state.ui.siteCountry ?? "US", currency: (store.state.ui.siteCurrency ?? "USD").toLowerCase() };
}

/** A charge Stripe holds until the customer finishes its 3-D Secure in the page. */
interface OpenIntent {
  billingAccountId: number;
  paymentObjectId: number;
  amount: number;
  credited: boolean;
}

// PaymentIntents live at Stripe, not in the platform's saved state: kept beside the store, as the mock processor's
// tokens are.
const intents = new WeakMap<MockStore, Map<string, OpenIntent>>();

function intentsOf(store: MockStore): Map<string, OpenIntent> {
  const open = intents.get(store) ?? new Map<string, OpenIntent>();
  intents.set(store, open);
  return open;
}

/**
 * Inferred answer of `credit/buy` with a Stripe card when the processor asks for 3-D Secure (`use_3ds_verification`,
 * as the platform requests it on a charge the customer makes in the page): a PaymentIntent that requires the
 * customer's action. Nothing is charged yet: `success` is false, `client_secret` is what Stripe.js's handleNextAction
 * confirms in the page, and `charge_id` is the intent's id, which `credit/buy/posthook` then completes.
 */
export function openStripeIntent(store: MockStore, charge: Omit<OpenIntent, "credited">): PaymentResult {
  const { id, client_secret } = stripeObject(store, "pi");
  intentsOf(store).set(id, { ...charge, credited: false });
  return { success: false, message: "Your bank asks you to confirm this payment (3-D Secure).", charge_id: id, client_secret };
}

/**
 * Inferred effect of `credit/buy/posthook` with a Stripe PaymentIntent's id: the amount of the intent to credit, once
 * (a second posthook for the same charge credits nothing), when it is this account's and card's; undefined for an id
 * that names no open intent of theirs.
 */
export function settleStripeIntent(store: MockStore, chargeId: string | undefined, billingAccountId: number | undefined, paymentObjectId: number | undefined): { amount: number; first: boolean } | undefined {
  const intent = chargeId ? intentsOf(store).get(chargeId) : undefined;
  if (!intent || intent.billingAccountId !== billingAccountId || intent.paymentObjectId !== paymentObjectId) return undefined;
  const first = !intent.credited;
  intent.credited = true;
  return { amount: intent.amount, first };
}
