import type { PaymentResult } from "@cloudconsole/sdk";
import { makeCard } from "../../factories/billing.js";
import { cardsOf } from "../../serializers/billing.js";
import type { StoredCard } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { payWithBinding, registerSmtOrder, SMT_TEST_ORIGIN, smtWorldOf, type SmtCard, type SmtOrder } from "./clictopayRecords.js";
import { siteCardProcessor } from "./stripeAnswers.js";

// What the mock answers in the platform's place when the site's card processor is ClicToPay (SMT, Tunisia). The
// platform's real answers are not published: each choice below is inferred from what the console's ClicToPay adapter
// expects (a hosted payment page on SMT's register.do model) and from SMT's merchant API (register.do answers the
// order's `formUrl`; a card kept for a client is a binding, charged later with paymentOrderBinding.do; how an order
// ended is read with getOrderStatusExtended.do), and says so. SMT's own records are in clictopayRecords.ts.

/** The processor keyword the mock answers as ClicToPay's. */
export const CLICTOPAY_KEYWORD = "clictopay";

/** Whether the site's cards are ClicToPay's. */
export function clictopayChargesCards(store: MockStore): boolean {
  return siteCardProcessor(store)?.keyword === CLICTOPAY_KEYWORD;
}

/** The processor's rate to dinars (SMT charges TND); 1 when the site already prices in dinars. */
function exchangeRate(store: MockStore): number {
  const conversion = siteCardProcessor(store)?.charge_currency_conversion;
  return conversion?.to_currency === "TND" && conversion.exchange_rate ? conversion.exchange_rate : 1;
}

/**
 * Inferred answer of `card/prehook` for ClicToPay: the backend registers a card-keeping order of the processor's
 * verification amount for the account (SMT keeps the card as a binding of the account, its `clientId`), with the
 * console's return page on the site that asked as its return URL, and answers SMT's page (`redirect_url`, the order's
 * `formUrl`), the platform's order number (`identifier`, which the return URL names) and SMT's order id. Undefined
 * when register.do cannot be reached: no order is registered, and the platform answers that the channel is not
 * available.
 */
export function clictopayPrehook(store: MockStore, billingAccountId: number, consoleBase: string): Record<string, unknown> | undefined {
  if (!smtWorldOf(store).reachable) return undefined;
  const amount = siteCardProcessor(store)?.verification_amount ?? 1;
  const order = registerSmtOrder(store, { kind: "card_binding", amount, billingAccountId }, exchangeRate(store), `${consoleBase.replace(/\/$/, "")}/payment_return`);
  return { redirect_url: order.formUrl, identifier: order.orderNumber, order_id: order.orderId };
}

/** The card details the platform saves from SMT's binding: brand by the number's first digit, expiry YYYYMM. */
function cardDetails(card: SmtCard) {
  return {
    type: "creditcard",
    card_type: card.maskedPan.startsWith("5") ? "MasterCard" : "Visa",
    card_holder: card.cardholderName,
    last4: card.maskedPan.slice(-4),
    expire_month: card.expiration.slice(4, 6),
    expire_year: card.expiration.slice(0, 4),
  };
}

/** Saves the card SMT kept for a paid binding order, once: verified (its bank confirmed it on SMT's page). */
function saveBinding(store: MockStore, order: SmtOrder): StoredCard | undefined {
  const card = order.bindingId ? smtWorldOf(store).bindings.get(order.bindingId) : undefined;
  if (!card || !order.bindingId) return undefined;
  const details = cardDetails(card);
  const saved = makeCard(store.factory(), order.billingAccountId, {
    identifier: order.bindingId,
    is_verified: true,
    is_verification_pending: false,
    // An account's first card is its primary card.
    is_primary: cardsOf(store.state, order.billingAccountId).length === 0,
    additional_data: JSON.stringify(details),
    valid_thru: Date.UTC(Number(details.expire_year), Number(details.expire_month), 1) / 1000 - 1,
  });
  store.state.cards.push(saved);
  store.changed();
  return saved;
}

const OUTCOMES = { 0: "pending", 5: "pending", 2: "succeeded", 6: "failed" } as const;

/**
 * Inferred answer of `persistent_data` for a ClicToPay order, read from SMT's getOrderStatusExtended.do: its state in
 * the platform's words (`succeeded`, `failed`, `pending`), SMT's decline in its words, SMT's order id as `charge_id`.
 * A paid card-keeping order saves its card once (the verification amount is refunded by SMT). Undefined when the
 * identifier names no ClicToPay order of the account.
 */
export function readClictopayOrder(store: MockStore, identifier: string | undefined, billingAccountId: number | undefined): Record<string, unknown> | undefined {
  const order = [...smtWorldOf(store).orders.values()].find((candidate) => candidate.orderNumber === identifier);
  if (!order || order.billingAccountId !== billingAccountId) return undefined;
  if (order.kind === "card_binding" && order.orderStatus === 2 && !order.settled) {
    order.settled = true;
    order.paymentObjectId = saveBinding(store, order)?.id;
  }
  return {
    identifier: order.orderNumber,
    kind: order.kind === "card_binding" ? "card_verification" : "card_topup",
    status: OUTCOMES[order.orderStatus],
    charge_id: order.orderId,
    amount: order.amount,
    ...(order.paymentObjectId === undefined ? {} : { payment_object_id: order.paymentObjectId }),
    ...(order.actionCodeDescription ? { message: order.actionCodeDescription } : {}),
  };
}

/**
 * Inferred answer of `credit/buy` with a saved ClicToPay card: a top-up order paid with the card's binding. A card
 * whose bank asks 3-D Secure is not charged yet (`success` false): `redirect_url` is SMT's 3-D Secure step, which
 * returns to the console's return page, and `charge_id` SMT's order id for `credit/buy/posthook`. Any other is
 * charged at once (`credited` true: the caller adds the credit now). A card saved before the site took ClicToPay
 * (the seed's) stands for a binding SMT charges without asking the customer. Undefined when SMT cannot be reached:
 * nothing is charged.
 */
export function clictopayTopup(store: MockStore, card: StoredCard, amount: number, consoleBase: string): { answer: PaymentResult; credited: boolean } | undefined {
  if (!smtWorldOf(store).reachable) return undefined;
  const binding = smtWorldOf(store).bindings.get(card.identifier ?? "") ?? { maskedPan: "", expiration: "", cardholderName: "", enrolled: false };
  const order = registerSmtOrder(store, { kind: "card_topup", amount, billingAccountId: card.billing_account_id, paymentObjectId: card.id, bindingId: card.identifier ?? "" }, exchangeRate(store), `${consoleBase.replace(/\/$/, "")}/payment_return`);
  payWithBinding(store, order, binding);
  if (order.orderStatus === 5) {
    return {
      answer: { success: false, message: "Your bank asks you to confirm this payment (3-D Secure).", charge_id: order.orderId, redirect_url: `${SMT_TEST_ORIGIN}/payment/acs.html?mdOrder=${order.orderId}` },
      credited: false,
    };
  }
  order.settled = true;
  return { answer: { success: true, charge_id: order.orderId }, credited: true };
}

/**
 * Inferred effect of `credit/buy/posthook` with a ClicToPay order id: the amount to credit, once, when SMT has the
 * top-up paid and it is this account's and card's; undefined otherwise (an order still at the bank's step, or
 * declined, credits nothing). A top-up charged at once was credited by `credit/buy` already.
 */
export function settleClictopayOrder(store: MockStore, chargeId: string | undefined, billingAccountId: number | undefined, paymentObjectId: number | undefined): { amount: number; first: boolean } | undefined {
  const order = chargeId ? smtWorldOf(store).orders.get(chargeId) : undefined;
  if (!order || order.kind !== "card_topup" || order.orderStatus !== 2) return undefined;
  if (order.billingAccountId !== billingAccountId || order.paymentObjectId !== paymentObjectId) return undefined;
  const first = !order.settled;
  order.settled = true;
  return { amount: order.amount, first };
}
