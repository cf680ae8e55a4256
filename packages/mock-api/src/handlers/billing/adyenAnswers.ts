import type { NextAction, PaymentResult } from "@cloudconsole/sdk";
import type { StoredCard } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { siteCardProcessor } from "./stripeAnswers.js";
import { ADYEN_TEST_ACS_URL, ADYEN_TEST_CHECKOUT, decide, worldOf, type AdyenPayment } from "./adyenRecords.js";

// What the mock answers in the platform's place when the site's card processor is Adyen's. The platform's real answers
// are not published: each choice below is inferred from what the console's Adyen adapter does (Adyen Web's Card
// component hands it the payment method's encrypted fields, with the holder's name, as JSON) and from Adyen's guides
// for an advanced-flow integration (the backend sends that payment method to `/payments`; a payment that needs the
// shopper answers an `action`, a 3-D Secure 2 challenge run in the page or a redirect to the issuer's page; its result
// goes to `/payments/details`), and says so.

/** The processor keyword the mock answers as Adyen's card processor (a link processor may share it: never a card one). */
export const ADYEN_KEYWORD = "adyen";

/** Whether the site's cards are Adyen's. */
export function adyenChargesCards(store: MockStore): boolean {
  return siteCardProcessor(store)?.keyword === ADYEN_KEYWORD;
}


/**
 * Adyen's documented test refusals: a card payment whose holder name is a refusal reason's code is refused with that
 * reason, in Adyen's words.
 */
export const ADYEN_REFUSING_HOLDERS: Readonly<Record<string, string>> = {
  DECLINED: "Refused",
  NOT_ENOUGH_BALANCE: "Not enough balance",
  BLOCK_CARD: "Blocked Card",
  CARD_EXPIRED: "Expired Card",
  CVC_DECLINED: "CVC Declined",
};

/** The part of the adapter's token (the Card component's payment data) the platform sends to Adyen. */
interface AdyenPaymentMethod {
  type?: unknown;
  encryptedCardNumber?: unknown;
  encryptedExpiryMonth?: unknown;
  encryptedExpiryYear?: unknown;
  encryptedSecurityCode?: unknown;
  storedPaymentMethodId?: unknown;
  holderName?: unknown;
}

function paymentMethodOf(token: string): AdyenPaymentMethod | undefined {
  try {
    const parsed: unknown = JSON.parse(token);
    if (typeof parsed !== "object" || parsed === null || !("paymentMethod" in parsed)) return undefined;
    const method: unknown = parsed.paymentMethod;
    return typeof method === "object" && method !== null ? method : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a `payment/card` token is Adyen Web's payment data (JSON with a payment method), not another vendor's token. */
export function isAdyenPaymentData(token: string | undefined): token is string {
  return token !== undefined && paymentMethodOf(token) !== undefined;
}

export interface AdyenCardDetails {
  card_type: string;
  card_holder: string;
  last4: string;
  expire_month: string;
  expire_year: string;
}

// Cards stored at Adyen for the platform's shoppers, by their storedPaymentMethodId, so a stored method sent again
// names the same card.
const stored = new WeakMap<MockStore, Map<string, AdyenCardDetails>>();

function storedOf(store: MockStore): Map<string, AdyenCardDetails> {
  const cards = stored.get(store) ?? new Map<string, AdyenCardDetails>();
  stored.set(store, cards);
  return cards;
}

// The store of the merchant account each card was stored for (the `store` of Adyen's /payments request, which Adyen
// takes for a merchant account with several stores), as the platform passed it on from Adyen Web's payment data.
const storesOfCards = new WeakMap<MockStore, Map<string, string>>();

/** The store of the merchant account an Adyen card was stored for, if the payment data named one. */
export function adyenStoreOf(store: MockStore, storedPaymentMethodId: string): string | undefined {
  return storesOfCards.get(store)?.get(storedPaymentMethodId);
}

/** The `store` of Adyen Web's payment data, as the console adds it from the processor's `store_id`. */
function storeOfPaymentData(token: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(token);
    const named = typeof parsed === "object" && parsed !== null && "store" in parsed ? parsed.store : undefined;
    return typeof named === "string" && named ? named : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Inferred saving of an Adyen card by `payment/card`: the platform sends the payment method to Adyen as a zero-value
 * payment that stores it (card on file), which Adyen refuses in its words (nothing saved then). An authorised one is
 * saved under Adyen's `storedPaymentMethodId`, with the card's summary Adyen answers (brand, last digits, expiry) and
 * the holder's name sent, for the store of the merchant account the payment data names (`store`), if any. A stored
 * payment method already at Adyen names its card again. Every encrypted field must be there: Adyen refuses a payment
 * method without them.
 */
export function adyenCardToSave(store: MockStore, token: string): { error: string } | { identifier: string; details: AdyenCardDetails } {
  const method = paymentMethodOf(token);
  if (!method || method.type !== "scheme") return { error: "Adyen takes only a card (scheme) payment method here: add the card again." };
  if (typeof method.storedPaymentMethodId === "string") {
    const details = storedOf(store).get(method.storedPaymentMethodId);
    return details ? { identifier: method.storedPaymentMethodId, details } : { error: "Adyen has no such stored payment method: add the card again." };
  }
  const fields = [method.encryptedCardNumber, method.encryptedExpiryMonth, method.encryptedExpiryYear, method.encryptedSecurityCode];
  if (!fields.every((field) => typeof field === "string" && field)) return { error: "Adyen needs the card's encrypted number, expiry date and security code: add the card again." };
  const card = typeof method.encryptedCardNumber === "string" ? worldOf(store).cards.get(method.encryptedCardNumber) : undefined;
  if (!card) return { error: "Unable to decrypt data" };
  const holder = typeof method.holderName === "string" ? method.holderName : "";
  const refusal = ADYEN_REFUSING_HOLDERS[holder];
  if (refusal) return { error: refusal };
  const details = { card_type: card.brand, card_holder: holder, last4: card.last4, expire_month: card.expiryMonth.padStart(2, "0"), expire_year: card.expiryYear };
  const identifier = pspReference(store);
  storedOf(store).set(identifier, details);
  const merchantStore = storeOfPaymentData(token);
  if (merchantStore) storesOfCards.set(store, (storesOfCards.get(store) ?? new Map<string, string>()).set(identifier, merchantStore));
  return { identifier, details };
}

/** Adyen's references are 16 upper-case letters and digits. */
function pspReference(store: MockStore): string {
  return store.rng.hex(16).toUpperCase();
}

/**
 * Inferred: an Adyen payment the processor asks 3-D Secure for (a card's verification amount with `force_3ds`, a
 * top-up), made with a `returnUrl` on the console's return page that names the payment's `pspReference` as its
 * `identifier`. Adyen answers it pending, with an action for the shopper.
 */
export function openAdyenPayment(store: MockStore, payment: Pick<AdyenPayment, "kind" | "amount" | "billingAccountId" | "paymentObjectId">, frontBaseUrl: string): AdyenPayment {
  const reference = pspReference(store);
  const opened: AdyenPayment = {
    ...payment,
    pspReference: reference,
    resultCode: "Pending",
    authorisationToken: `Ab02b4c0!${btoa(reference)}`,
    redirectUrl: `${ADYEN_TEST_CHECKOUT}/threeDS/redirect?MD=${reference}`,
    returnUrl: `${frontBaseUrl.replace(/\/$/, "")}/payment_return?identifier=${reference}&billing_account_id=${payment.billingAccountId}`,
    settled: false,
  };
  worldOf(store).payments.set(reference, opened);
  return opened;
}

/**
 * Adyen's 3-D Secure 2 challenge action for the payment, as Adyen Web's `handleAction` takes it: the `token` is
 * base64 JSON naming the ACS, the transaction and where the ACS's result is posted back (`threeDSNotificationURL`).
 */
export function adyenChallengeAction(payment: AdyenPayment): Record<string, unknown> {
  const token = btoa(
    JSON.stringify({
      acsReferenceNumber: "ADYEN-ACS-SIMULATOR",
      acsTransID: `${payment.pspReference}-acs`,
      acsURL: ADYEN_TEST_ACS_URL,
      messageVersion: "2.2.0",
      threeDSNotificationURL: `${ADYEN_TEST_CHECKOUT}/3dnotif.shtml`,
      threeDSServerTransID: `${payment.pspReference}-server`,
    }),
  );
  return { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", token, authorisationToken: payment.authorisationToken };
}

/**
 * Inferred answer of `credit/buy` with an Adyen card when the processor asks 3-D Secure: nothing is charged yet
 * (`success` false), `action` is Adyen's 3-D Secure 2 challenge for the card form on the page, `redirect_url` the
 * issuer's page for when no card form is on the page, and `charge_id` the payment that `credit/buy/posthook`
 * completes.
 */
export function adyenTopupAnswer(payment: AdyenPayment): PaymentResult {
  return {
    success: false,
    message: "Your bank asks you to confirm this payment (3-D Secure).",
    charge_id: payment.pspReference,
    action: adyenChallengeAction(payment),
    redirect_url: payment.redirectUrl,
  };
}

/**
 * Inferred answer of `card/verify` with an Adyen card when the processor asks 3-D Secure: the card, with the same
 * next-action fields a top-up answers (Adyen's challenge for the card form on the page, the issuer's page as fallback,
 * the payment as `charge_id`), since the verification is an Adyen payment of the verification amount.
 */
export function adyenVerifyAnswer(payment: AdyenPayment): NextAction {
  return { charge_id: payment.pspReference, action: adyenChallengeAction(payment), redirect_url: payment.redirectUrl };
}

/**
 * Inferred effect of `card/verify` with the `charge_id` of a verification's challenge completed in the page (Adyen
 * Web's action result as JSON, which the platform sends to `/payments/details`): the card is verified when Adyen
 * authorised the payment, and stays unverified with Adyen's reason when it refused it. Undefined when the result names
 * no verification of this card.
 */
export function settleAdyenVerification(store: MockStore, chargeId: string, card: StoredCard): { verified: true } | { refused: string } | undefined {
  const challenge = challengeResultOf(store, chargeId);
  const payment = challenge?.payment;
  if (!challenge || !payment || payment.kind !== "card_verification" || payment.paymentObjectId !== card.id) return undefined;
  decide(payment, challenge.passed);
  payment.settled = true;
  card.is_verified = payment.resultCode === "Authorised";
  card.is_verification_pending = false;
  return card.is_verified ? { verified: true } : { refused: payment.refusalReason ?? "Refused" };
}

/** The payment and result of Adyen Web's `threeDSResult` (base64 JSON of `transStatus` and `authorisationToken`). */
function challengeResultOf(store: MockStore, chargeId: string): { payment: AdyenPayment; passed: boolean } | undefined {
  try {
    const data: unknown = JSON.parse(chargeId);
    const details: unknown = typeof data === "object" && data !== null && "details" in data ? data.details : undefined;
    const encoded: unknown = typeof details === "object" && details !== null && "threeDSResult" in details ? details.threeDSResult : undefined;
    if (typeof encoded !== "string") return undefined;
    const standard = encoded.replace(/-/g, "+").replace(/_/g, "/");
    const result: unknown = JSON.parse(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "=")));
    if (typeof result !== "object" || result === null || !("authorisationToken" in result) || !("transStatus" in result)) return undefined;
    const payment = [...worldOf(store).payments.values()].find((candidate) => candidate.authorisationToken === result.authorisationToken);
    return payment ? { payment, passed: result.transStatus === "Y" } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Inferred effect of `credit/buy/posthook` for an Adyen top-up, whose `charge_id` is either the payment's
 * `pspReference` (the shopper came back from the issuer's page) or Adyen Web's action result as JSON (`details` with
 * its `threeDSResult`), which the platform sends to `/payments/details`: the amount to credit, once, when Adyen
 * authorised this account's and card's top-up; undefined otherwise (a payment still pending or refused credits
 * nothing).
 */
export function settleAdyenPayment(store: MockStore, chargeId: string | undefined, billingAccountId: number | undefined, paymentObjectId: number | undefined): { amount: number; first: boolean } | undefined {
  if (!chargeId) return undefined;
  const challenge = challengeResultOf(store, chargeId);
  const payment = challenge?.payment ?? worldOf(store).payments.get(chargeId);
  if (!payment || payment.kind !== "card_topup") return undefined;
  if (payment.billingAccountId !== billingAccountId || payment.paymentObjectId !== paymentObjectId) return undefined;
  if (challenge) decide(payment, challenge.passed);
  if (payment.resultCode !== "Authorised") return undefined;
  const first = !payment.settled;
  payment.settled = true;
  return { amount: payment.amount, first };
}

/**
 * Inferred answer of `persistent_data` for an Adyen payment: its state in the platform's words (`succeeded`,
 * `failed`, `pending`), Adyen's refusal reason and the payment's reference as the charge id. A verification that was
 * authorised verifies its card (once); one refused leaves the card unverified. Undefined when the identifier names no
 * Adyen payment of the account.
 */
export function readAdyenPayment(store: MockStore, identifier: string | undefined, billingAccountId: number | undefined): Record<string, unknown> | undefined {
  const payment = identifier ? worldOf(store).payments.get(identifier) : undefined;
  if (!payment || payment.billingAccountId !== billingAccountId) return undefined;
  if (payment.kind === "card_verification" && payment.resultCode !== "Pending" && !payment.settled) {
    payment.settled = true;
    const card = store.state.cards.find((candidate) => candidate.id === payment.paymentObjectId);
    if (card) {
      card.is_verified = payment.resultCode === "Authorised";
      card.is_verification_pending = false;
      store.changed();
    }
  }
  const status = { Pending: "pending", Authorised: "succeeded", Refused: "failed" }[payment.resultCode];
  return {
    identifier: payment.pspReference,
    kind: payment.kind,
    status,
    charge_id: payment.pspReference,
    amount: payment.amount,
    payment_object_id: payment.paymentObjectId,
    ...(payment.refusalReason ? { message: payment.refusalReason } : {}),
  };
}
