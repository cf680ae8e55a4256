import type { MockStore } from "../../store/store.js";

// SMT's own records for ClicToPay (the orders the platform registered with register.do, how each was paid on SMT's
// page or its 3-D Secure step, and the cards SMT keeps as bindings of a client) stand for SMT's gateway, which the
// platform asks with its merchant credentials and the mock cannot reach. They live at SMT, not in the platform's saved
// state, so they are kept beside the store, as Omise's and Adyen's are; whoever plays SMT (the e2e double of SMT's
// payment page, a unit test) writes them through `clictopayRecords`.

/** SMT's test gateway, where its payment pages and its REST API (register.do, …) live. */
export const SMT_TEST_ORIGIN = "https://test.clictopay.com";

/** The merchant's page on SMT: `formUrl` of register.do, `…/payment/merchants/<merchant>/payment_fr.html?mdOrder=<orderId>`. */
export const SMT_PAYMENT_PAGE = /^https:\/\/test\.clictopay\.com\/payment\/merchants\/([A-Za-z0-9_]+)\/payment_fr\.html\?mdOrder=([0-9a-f-]{36})$/;

/** SMT's 3-D Secure step of an order, where the customer's bank asks them to confirm: `…/payment/acs.html?mdOrder=<orderId>`. */
export const SMT_ACS_PAGE = /^https:\/\/test\.clictopay\.com\/payment\/acs\.html\?mdOrder=([0-9a-f-]{36})$/;

/** The merchant name SMT gives the platform's account (inferred: one merchant per platform). */
export const SMT_MERCHANT = "CLOUDCONSOLE";

/**
 * An order's state as SMT's getOrderStatusExtended.do names it: 0 registered (not paid), 2 paid (deposited), 5 at
 * the bank's 3-D Secure step, 6 declined.
 */
export type SmtOrderStatus = 0 | 2 | 5 | 6;

/** A card as SMT keeps it for a binding: its masked number, expiry (YYYYMM), holder's name and 3-D Secure enrolment. */
export interface SmtCard {
  maskedPan: string;
  expiration: string;
  cardholderName: string;
  /** Whether the card's bank asks the customer to confirm charges (3-D Secure). */
  enrolled: boolean;
}

/** An order registered with SMT: a card to keep as a binding (paid with the verification amount), or a top-up. */
export interface SmtOrder {
  /** SMT's id (`mdOrder`) and the platform's own number for it (`orderNumber`). */
  orderId: string;
  orderNumber: string;
  kind: "card_binding" | "card_topup";
  orderStatus: SmtOrderStatus;
  /** What the order credits or verifies in the site's currency, and what SMT charges in millimes of dinar (788). */
  amount: number;
  amountMinor: number;
  currency: 788;
  billingAccountId: number;
  /** The saved card a top-up charges (its binding), or the card a binding order saved. */
  paymentObjectId?: number;
  bindingId?: string;
  /** SMT's page for the order, and where SMT sends the customer once it has ended (SMT adds `orderId`). */
  formUrl: string;
  returnUrl: string;
  actionCodeDescription?: string;
  /** Whether the platform has already acted on the order's end (the card saved, the credit added). */
  settled: boolean;
}

interface SmtWorld {
  orders: Map<string, SmtOrder>;
  bindings: Map<string, SmtCard>;
  /** Whether SMT's REST API (register.do, paymentOrderBinding.do) answers the platform. */
  reachable: boolean;
}

const worlds = new WeakMap<MockStore, SmtWorld>();

export function smtWorldOf(store: MockStore): SmtWorld {
  const world = worlds.get(store) ?? { orders: new Map<string, SmtOrder>(), bindings: new Map<string, SmtCard>(), reachable: true };
  worlds.set(store, world);
  return world;
}

/** A card as typed into SMT's page. */
export interface SmtTypedCard {
  pan: string;
  /** MM/YY, as SMT's page asks for it. */
  expiry: string;
  cardholderName: string;
}

/**
 * SMT's test cards (its sandbox, BPC's gateway, decides by the number): one its bank asks 3-D Secure for, one it pays
 * at once, one it declines for want of funds; any other number is declined as unknown.
 */
export const SMT_TEST_CARDS = {
  threeDSecure: "4111111111111111",
  frictionless: "5555555555555599",
  insufficientFunds: "4000000000000002",
} as const;

/** SMT's words for a declined order: what getOrderStatusExtended.do's actionCodeDescription says. */
export const SMT_DECLINES = {
  insufficientFunds: "Insufficient funds on the card",
  unknownCard: "Invalid card number",
  threeDSecure: "3-D Secure authentication failed",
} as const;

/** The customer's way back from SMT: the return URL with SMT's `orderId` added. */
export function smtReturnOf(order: SmtOrder): string {
  return `${order.returnUrl}${order.returnUrl.includes("?") ? "&" : "?"}orderId=${order.orderId}`;
}

/** Ends an order at SMT: paid (its binding kept, for a binding order), or declined in SMT's words. */
function end(store: MockStore, order: SmtOrder, card: SmtCard | undefined, decline?: string): void {
  if (decline || !card) {
    order.orderStatus = 6;
    order.actionCodeDescription = decline ?? SMT_DECLINES.unknownCard;
    return;
  }
  order.orderStatus = 2;
  if (order.kind === "card_binding") {
    order.bindingId = store.rng.uuid();
    smtWorldOf(store).bindings.set(order.bindingId, card);
  }
}

/** What SMT holds of a store's world, for whoever plays SMT in a test. */
export function clictopayRecords(store: MockStore) {
  const world = smtWorldOf(store);
  return {
    /** Makes SMT's REST API answer the platform, or not (a connection that fails, as when SMT is down). */
    setReachable(reachable: boolean): void {
      world.reachable = reachable;
    },
    /** The order SMT's page or 3-D Secure step shows, if SMT has it. */
    order(orderId: string): SmtOrder | undefined {
      return world.orders.get(orderId);
    },
    /** The card SMT keeps under a binding. */
    binding(bindingId: string): SmtCard | undefined {
      return world.bindings.get(bindingId);
    },
    /**
     * The customer sent `typed` on SMT's page of an order still unpaid: its bank's 3-D Secure step comes next, or the
     * order ends (paid, or declined in SMT's words). Answers where SMT sends the customer.
     */
    payOnPage(orderId: string, typed: SmtTypedCard): string | undefined {
      const order = world.orders.get(orderId);
      if (!order) return undefined;
      if (order.orderStatus !== 0) return smtReturnOf(order);
      const pan = typed.pan.replace(/\s/g, "");
      const [month = "", year = ""] = typed.expiry.split("/").map((part) => part.trim());
      const known = (Object.values(SMT_TEST_CARDS) as string[]).includes(pan);
      const card: SmtCard | undefined = known
        ? { maskedPan: `${pan.slice(0, 6)}**${pan.slice(-4)}`, expiration: `20${year}${month.padStart(2, "0")}`, cardholderName: typed.cardholderName.trim(), enrolled: pan === SMT_TEST_CARDS.threeDSecure }
        : undefined;
      if (card?.enrolled) {
        order.orderStatus = 5;
        pendingCards.set(order, card);
        return `${SMT_TEST_ORIGIN}/payment/acs.html?mdOrder=${order.orderId}`;
      }
      end(store, order, card, pan === SMT_TEST_CARDS.insufficientFunds ? SMT_DECLINES.insufficientFunds : undefined);
      return smtReturnOf(order);
    },
    /** The customer's bank answered its 3-D Secure step of an order (once). Answers where SMT sends the customer. */
    answerThreeDSecure(orderId: string, passed: boolean): string | undefined {
      const order = world.orders.get(orderId);
      if (!order) return undefined;
      if (order.orderStatus === 5) {
        const card = order.bindingId ? world.bindings.get(order.bindingId) : pendingCards.get(order);
        end(store, order, card, passed ? undefined : SMT_DECLINES.threeDSecure);
      }
      return smtReturnOf(order);
    },
  };
}

// The card typed for an order at its 3-D Secure step, kept until the bank has answered.
const pendingCards = new WeakMap<SmtOrder, SmtCard>();

/**
 * Registers an order with SMT, as register.do (a card to keep) or a binding payment (a top-up with a kept card) does.
 * SMT charges dinars: an amount in another currency is converted at the processor's rate.
 */
export function registerSmtOrder(store: MockStore, order: Pick<SmtOrder, "kind" | "amount" | "billingAccountId" | "paymentObjectId" | "bindingId">, exchangeRate: number, returnPage: string): SmtOrder {
  const orderId = store.rng.uuid();
  const orderNumber = `ctp_${store.rng.hex(16)}`;
  const registered: SmtOrder = {
    ...order,
    orderId,
    orderNumber,
    orderStatus: 0,
    amountMinor: Math.round(order.amount * exchangeRate * 1000),
    currency: 788,
    formUrl: `${SMT_TEST_ORIGIN}/payment/merchants/${SMT_MERCHANT}/payment_fr.html?mdOrder=${orderId}`,
    returnUrl: `${returnPage}?identifier=${orderNumber}&billing_account_id=${order.billingAccountId}`,
    settled: false,
  };
  smtWorldOf(store).orders.set(orderId, registered);
  return registered;
}

/**
 * Pays a top-up order with its binding, as SMT's paymentOrderBinding.do does: a card whose bank asks 3-D Secure
 * waits at SMT's 3-D Secure step; any other is charged at once.
 */
export function payWithBinding(store: MockStore, order: SmtOrder, card: SmtCard): void {
  if (card.enrolled) {
    order.orderStatus = 5;
    return;
  }
  end(store, order, card);
}
