import type { PaymentResult } from "@cloudconsole/sdk";
import type { MockStore } from "../../store/store.js";
import { siteCardProcessor } from "./stripeAnswers.js";

// What the mock answers in the platform's place when the site's card processor is Omise's. The platform's real
// answers are not published: each choice below is inferred from what the console's Omise adapter does (Omise.js's
// pre-built form hands it a one-time `tokn_…` token) and from Omise's guides for a client-side integration (the
// backend reads the token's card with its secret key and attaches it to a customer; a charge that needs 3-D Secure
// has an `authorize_uri` the customer is sent to, and comes back to the charge's `return_uri`), and says so.
//
// Omise's own records (the tokens Omise.js made at Omise's vault, the charges and how their 3-D Secure ended) stand
// for Omise's API, which the platform asks with its secret key and the mock cannot reach. They live at Omise, not in
// the platform's saved state, so they are kept beside the store, as the mock processor's tokens are; whoever plays
// Omise (the e2e double of Omise's vault and bank page, a unit test) writes them through `omiseRecords`.

/** The processor keywords the mock answers as Omise's. */
export const OMISE_KEYWORDS: ReadonlySet<string> = new Set(["omise", "omise_creditcard"]);

/** Whether the site's cards are Omise's. */
export function omiseChargesCards(store: MockStore): boolean {
  return OMISE_KEYWORDS.has(siteCardProcessor(store)?.keyword ?? "");
}

/** A token's card as Omise's token object describes it (`card` of `GET /tokens/:id`). */
export interface OmiseTokenCard {
  brand: string;
  last_digits: string;
  expiration_month: number;
  expiration_year: number;
  name: string;
}

/** An Omise charge, as Omise keeps it: its status is `pending` until the customer's bank has answered. */
export interface OmiseCharge {
  id: string;
  kind: "card_verification" | "card_topup";
  status: "pending" | "successful" | "failed";
  amount: number;
  billingAccountId: number;
  paymentObjectId: number;
  /** Where Omise sends the customer for 3-D Secure, and where the bank sends them back. */
  authorize_uri: string;
  return_uri: string;
  failure_message?: string;
  /** Whether the platform has already acted on the charge's end (the card verified, the credit added). */
  settled: boolean;
}

interface OmiseWorld {
  tokens: Map<string, OmiseTokenCard>;
  charges: Map<string, OmiseCharge>;
}

const worlds = new WeakMap<MockStore, OmiseWorld>();

function worldOf(store: MockStore): OmiseWorld {
  const world = worlds.get(store) ?? { tokens: new Map<string, OmiseTokenCard>(), charges: new Map<string, OmiseCharge>() };
  worlds.set(store, world);
  return world;
}

/** Where Omise's 3-D Secure pages live: `authorize_uri` is `…/payments/<payment id>/authorize`. */
export const OMISE_AUTHORIZE_URI = /^https:\/\/api\.omise\.co\/payments\/([a-z0-9_]+)\/authorize$/;

/** What Omise holds of a store's world, for whoever plays Omise in a test. */
export function omiseRecords(store: MockStore) {
  const world = worldOf(store);
  return {
    /** Omise's vault made `token` for the card typed into Omise's form. */
    recordToken(token: string, card: OmiseTokenCard): void {
      world.tokens.set(token, card);
    },
    /** The charge whose 3-D Secure page is `authorizeUri`, if Omise has one. */
    chargeAt(authorizeUri: string): OmiseCharge | undefined {
      return [...world.charges.values()].find((charge) => charge.authorize_uri === authorizeUri);
    },
    /**
     * The customer's bank answered 3-D Secure for the charge at `authorizeUri`: the charge succeeds or fails (once;
     * a charge already decided keeps its status). Answers the page Omise sends the customer back to.
     */
    authorize(authorizeUri: string, passed: boolean): string | undefined {
      const charge = this.chargeAt(authorizeUri);
      if (!charge) return undefined;
      if (charge.status === "pending") {
        charge.status = passed ? "successful" : "failed";
        if (!passed) charge.failure_message = "the card holder failed 3-D Secure authentication";
      }
      return charge.return_uri;
    },
  };
}

/** Omise's test cards whose charges fail, by their last digits: Omise's failure code and message for each. */
export const OMISE_FAILING_CARDS: Readonly<Record<string, { code: string; message: string }>> = {
  "0011": { code: "insufficient_fund", message: "insufficient funds in the account or the card has reached the credit limit" },
  "0012": { code: "stolen_or_lost_card", message: "card was lost or stolen" },
  "0013": { code: "failed_processing", message: "the payment was not authorized" },
  "0014": { code: "payment_rejected", message: "payment is rejected by issuer" },
};

/** The card Omise's vault made a token for, once: a token is spent by the card it adds, as Omise's are. */
export function redeemOmiseToken(store: MockStore, token: string): OmiseTokenCard | undefined {
  const { tokens } = worldOf(store);
  const card = tokens.get(token);
  tokens.delete(token);
  return card;
}

/**
 * Inferred saving of an Omise card by `payment/card`: the platform reads the token's card from Omise and attaches it
 * to the account's Omise customer, which Omise refuses for a card it declines, in Omise's words; nothing is saved
 * then. Otherwise the card is saved from the token's details under the id Omise gives the attached card (`card_…`).
 */
export function omiseCardToSave(store: MockStore, token: string): { error: string } | { identifier: string; details: { card_type: string; card_holder: string; last4: string; expire_month: string; expire_year: string } } {
  const card = redeemOmiseToken(store, token);
  if (!card) return { error: "Omise has no such card token (a token is used once): add the card again." };
  const failing = OMISE_FAILING_CARDS[card.last_digits];
  if (failing) return { error: failing.message };
  return {
    identifier: `card_test_${store.rng.hex(19)}`,
    details: {
      card_type: card.brand,
      card_holder: card.name,
      last4: card.last_digits,
      expire_month: String(card.expiration_month).padStart(2, "0"),
      expire_year: String(card.expiration_year),
    },
  };
}

/**
 * Inferred: an Omise charge the processor asks 3-D Secure for (a card's verification amount with `force_3ds`, a
 * top-up), made with a `return_uri` on the console's return page that names the charge as the payment's
 * `identifier`. Omise answers it pending, with the bank's page as its `authorize_uri`.
 */
export function openOmiseCharge(store: MockStore, charge: Pick<OmiseCharge, "kind" | "amount" | "billingAccountId" | "paymentObjectId">, frontBaseUrl: string): OmiseCharge {
  const id = `chrg_test_${store.rng.hex(19)}`;
  const opened: OmiseCharge = {
    ...charge,
    id,
    status: "pending",
    authorize_uri: `https://api.omise.co/payments/paym_test_${store.rng.hex(19)}/authorize`,
    return_uri: `${frontBaseUrl.replace(/\/$/, "")}/payment_return?identifier=${id}&billing_account_id=${charge.billingAccountId}`,
    settled: false,
  };
  worldOf(store).charges.set(id, opened);
  return opened;
}

/**
 * Inferred answer of `credit/buy` with an Omise card when the processor asks 3-D Secure: nothing is charged yet
 * (`success` false), `redirect_url` is the charge's `authorize_uri`, and `charge_id` the charge that
 * `credit/buy/posthook` completes once the bank has confirmed it.
 */
export function omiseTopupAnswer(charge: OmiseCharge): PaymentResult {
  return { success: false, message: "Your bank asks you to confirm this payment (3-D Secure).", charge_id: charge.id, redirect_url: charge.authorize_uri };
}

/**
 * Inferred answer of `persistent_data` for an Omise charge: its state in the platform's words (`succeeded`,
 * `failed`, `pending`, as for the platform's other card checks), Omise's failure message and the charge id. A
 * verification that succeeded verifies its card (once); one that failed leaves the card unverified. Undefined when
 * the identifier names no Omise charge of the account.
 */
export function readOmiseCharge(store: MockStore, identifier: string | undefined, billingAccountId: number | undefined): Record<string, unknown> | undefined {
  const charge = identifier ? worldOf(store).charges.get(identifier) : undefined;
  if (!charge || charge.billingAccountId !== billingAccountId) return undefined;
  if (charge.kind === "card_verification" && charge.status !== "pending" && !charge.settled) {
    charge.settled = true;
    const card = store.state.cards.find((candidate) => candidate.id === charge.paymentObjectId);
    if (card) {
      card.is_verified = charge.status === "successful";
      card.is_verification_pending = false;
      store.changed();
    }
  }
  const status = { pending: "pending", successful: "succeeded", failed: "failed" }[charge.status];
  return {
    identifier: charge.id,
    kind: charge.kind,
    status,
    charge_id: charge.id,
    amount: charge.amount,
    payment_object_id: charge.paymentObjectId,
    ...(charge.failure_message ? { message: charge.failure_message } : {}),
  };
}

/**
 * Inferred effect of `credit/buy/posthook` with an Omise charge's id: the amount to credit, once, when the bank
 * confirmed the charge and it is this account's and card's top-up; undefined otherwise (a charge still pending or
 * failed credits nothing).
 */
export function settleOmiseCharge(store: MockStore, chargeId: string | undefined, billingAccountId: number | undefined, paymentObjectId: number | undefined): { amount: number; first: boolean } | undefined {
  const charge = chargeId ? worldOf(store).charges.get(chargeId) : undefined;
  if (!charge || charge.kind !== "card_topup" || charge.status !== "successful") return undefined;
  if (charge.billingAccountId !== billingAccountId || charge.paymentObjectId !== paymentObjectId) return undefined;
  const first = !charge.settled;
  charge.settled = true;
  return { amount: charge.amount, first };
}
