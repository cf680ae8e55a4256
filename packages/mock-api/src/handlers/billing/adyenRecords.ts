import type { MockStore } from "../../store/store.js";

// Adyen's own records (what each encrypted card number stands for once Adyen decrypts it, the payments and how their
// 3-D Secure ended) stand for Adyen's API, which the platform asks with its API key and the mock cannot reach. They
// live at Adyen, not in the platform's saved state, so they are kept beside the store, as Omise's are; whoever plays
// Adyen (the e2e double of Adyen's secured fields and issuer page, a unit test) writes them through `adyenRecords`.

/** A card as Adyen knows it once it has decrypted the secured fields' values. */
export interface AdyenCard {
  /** Adyen's brand code: `visa`, `mc`, `amex`, … */
  brand: string;
  last4: string;
  expiryMonth: string;
  expiryYear: string;
}

/** An Adyen payment (its `pspReference`), `Pending` until the shopper's 3-D Secure has ended. */
export interface AdyenPayment {
  pspReference: string;
  kind: "card_verification" | "card_topup";
  resultCode: "Pending" | "Authorised" | "Refused";
  amount: number;
  billingAccountId: number;
  paymentObjectId: number;
  /** The 3-D Secure 2 action's `authorisationToken`, which Adyen Web hands back inside its `threeDSResult`. */
  authorisationToken: string;
  /** The issuer's page of the redirect action, and the console's page the shopper comes back to. */
  redirectUrl: string;
  returnUrl: string;
  refusalReason?: string;
  /** Whether the platform has already acted on the payment's end (the card verified, the credit added). */
  settled: boolean;
}

interface AdyenWorld {
  cards: Map<string, AdyenCard>;
  payments: Map<string, AdyenPayment>;
}

const worlds = new WeakMap<MockStore, AdyenWorld>();

export function worldOf(store: MockStore): AdyenWorld {
  const world = worlds.get(store) ?? { cards: new Map<string, AdyenCard>(), payments: new Map<string, AdyenPayment>() };
  worlds.set(store, world);
  return world;
}

/** Adyen's test checkout host, where its secured fields, issuer pages and 3-D Secure notification live. */
export const ADYEN_TEST_CHECKOUT = "https://checkoutshopper-test.adyen.com/checkoutshopper";

/** Where a redirect action sends the shopper: Adyen's issuer page for the payment, `…/threeDS/redirect?MD=<ref>`. */
export const ADYEN_REDIRECT_URL = /^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/threeDS\/redirect\?MD=([A-Z0-9]+)$/;

/** Adyen's test ACS, which shows the 3-D Secure 2 challenge in Adyen Web's iframe. */
export const ADYEN_TEST_ACS_URL = "https://pal-test.adyen.com/threeds2simulator/acs/challenge.shtml";

/** What Adyen holds of a store's world, for whoever plays Adyen in a test. */
export function adyenRecords(store: MockStore) {
  const world = worldOf(store);
  return {
    /** Adyen's secured fields encrypted `card`'s number as `encryptedCardNumber`. */
    recordEncryptedCard(encryptedCardNumber: string, card: AdyenCard): void {
      world.cards.set(encryptedCardNumber, card);
    },
    /** The payment whose issuer page is `redirectUrl`, if Adyen has one. */
    paymentAt(redirectUrl: string): AdyenPayment | undefined {
      return [...world.payments.values()].find((payment) => payment.redirectUrl === redirectUrl);
    },
    /**
     * The shopper's issuer answered 3-D Secure for the payment at `redirectUrl`: authorised or refused (once; a payment
     * already decided keeps its result). Answers the page Adyen sends the shopper back to.
     */
    authorize(redirectUrl: string, passed: boolean): string | undefined {
      const payment = this.paymentAt(redirectUrl);
      if (!payment) return undefined;
      decide(payment, passed);
      return payment.returnUrl;
    },
  };
}

/** Ends a pending payment as the issuer answered its 3-D Secure (once). */
export function decide(payment: AdyenPayment, passed: boolean): void {
  if (payment.resultCode !== "Pending") return;
  payment.resultCode = passed ? "Authorised" : "Refused";
  if (!passed) payment.refusalReason = "3D Not Authenticated";
}
