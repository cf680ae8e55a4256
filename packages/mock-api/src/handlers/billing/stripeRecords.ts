import type { MockStore } from "../../store/store.js";

// Stripe's own records of the PaymentMethods Stripe.js made (the card's brand, last digits and expiry, its holder)
// stand for Stripe's API, which the platform asks for a saved card's details and the mock cannot reach. They live at
// Stripe, not in the platform's saved state, so they are kept beside the store, as Omise's and Adyen's are; whoever
// plays Stripe (the e2e double of Stripe.js, a unit test) writes them through `stripeRecords`.

/** A card PaymentMethod as Stripe's API describes it (`card.brand`, `card.last4`, …, `billing_details.name`). */
export interface StripePaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details?: { name?: string | null };
}

const worlds = new WeakMap<MockStore, Map<string, StripePaymentMethod>>();

function methodsOf(store: MockStore): Map<string, StripePaymentMethod> {
  const methods = worlds.get(store) ?? new Map<string, StripePaymentMethod>();
  worlds.set(store, methods);
  return methods;
}

/** What Stripe holds of a store's world, for whoever plays Stripe in a test. */
export function stripeRecords(store: MockStore) {
  return {
    /** Stripe.js made a PaymentMethod of a card typed into Stripe's element (or handed over by a wallet). */
    recordPaymentMethod(method: StripePaymentMethod): void {
      methodsOf(store).set(method.id, method);
    },
    /** The PaymentMethod of an id, as Stripe's API answers `GET /v1/payment_methods/{id}`. */
    paymentMethod(id: string): StripePaymentMethod | undefined {
      return methodsOf(store).get(id);
    },
  };
}

/**
 * Inferred: the card details the platform saves for a Stripe card, read from Stripe's PaymentMethod (its brand as
 * Stripe names it, last digits, expiry and holder). Undefined for a PaymentMethod Stripe does not know.
 */
export function stripeCardDetails(store: MockStore, paymentMethodId: string) {
  const method = stripeRecords(store).paymentMethod(paymentMethodId);
  if (!method) return undefined;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { card_type: brand, card_holder: method.billing_details?.name ?? "", last4, expire_month: String(exp_month).padStart(2, "0"), expire_year: String(exp_year) };
}
