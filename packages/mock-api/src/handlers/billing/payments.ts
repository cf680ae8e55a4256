import { callerOf, chargedTo, refuseForeign, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { finalTopupAmount } from "../billingMath.js";
import { operation } from "../contract.js";
import type { PaymentSession } from "../../store/state.js";
import { apiError, readParams, siteOf, type DomainHandlers, type Params } from "../http.js";
import { DECLINED_CARD_LAST4, DECLINED_LINK_AMOUNT_CENTS, VIRTUAL_ACCOUNT_TRANSFER_MS } from "../../constants.js";
import { PAYPAL_PAYMENT_TOKEN_PREFIX } from "./cards.js";
import { adyenChargesCards, adyenTopupAnswer, openAdyenPayment, readAdyenPayment, settleAdyenPayment } from "./adyenAnswers.js";
import { clictopayChargesCards, clictopayTopup, readClictopayOrder, settleClictopayOrder } from "./clictopayAnswers.js";
import { addCredit } from "./credit.js";
import { omiseChargesCards, omiseTopupAnswer, openOmiseCharge, readOmiseCharge, settleOmiseCharge } from "./omiseAnswers.js";
import { openStripeIntent, settleStripeIntent, siteCardProcessor, stripeChargesCards } from "./stripeAnswers.js";

/** The last four digits a card's saved details name, if any. */
function cardLast4(additionalData: string | undefined): string | undefined {
  try {
    const details: unknown = JSON.parse(additionalData || "{}");
    return typeof details === "object" && details !== null && "last4" in details && typeof details.last4 === "string" ? details.last4 : undefined;
  } catch {
    return undefined;
  }
}

/** send_data's JSON params: where the processor sends the customer back (a path or URL) and the chosen method. */
function linkParams(params: string | undefined): { returnUrl?: string; methodId?: string } {
  try {
    const parsed: unknown = JSON.parse(params ?? "{}");
    const fields = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const url = fields.return_url;
    return {
      ...(typeof url === "string" && /^(https?:\/\/|\/)/.test(url) ? { returnUrl: url } : {}),
      ...(typeof fields.method_id === "string" && fields.method_id ? { methodId: fields.method_id } : {}),
    };
  } catch {
    return {};
  }
}

/** How long a virtual account takes transfers, as processors' virtual accounts do (a day). */
export const VIRTUAL_ACCOUNT_VALID_MS = 24 * 60 * 60 * 1000;

/** A method the customer pays by bank transfer after leaving the processor's page: a virtual account. */
export function isVirtualAccountMethod(methodId: string | undefined, name: string | undefined): boolean {
  return /_va$/.test(methodId ?? "") || /virtual account|bank transfer/i.test(name ?? "");
}

function declinedLinkAmount(amount: number | undefined): boolean {
  return Math.round((amount ?? 0) * 100) % 100 === DECLINED_LINK_AMOUNT_CENTS;
}

/** The virtual account's number, derived from the payment's identifier so every read names the same one. */
function virtualAccountNumber(identifier: string): string {
  const digits = [...identifier.replace(/^link_/, "")].map((char) => String(parseInt(char, 16) % 10)).join("");
  return `8808${digits.slice(0, 12).padEnd(12, "0")}`;
}

/** Credit history and top-ups: by card, through a payment link, with PayPal. */
export const paymentHandlers: DomainHandlers = (store, routes) => {
  const minimumTopup = () => `The minimum top-up is ${store.state.ui.minimumTopupAmount ?? 0} ${store.state.ui.siteCurrency}.`;
  /** The refusal when the request names someone else's billing account. */
  const foreignAccountIn = async (request: Request) => refuseForeignAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));

  const linkProcessor = (session: PaymentSession) => (store.state.ui.paymentProcessors ?? []).find((pp) => pp.keyword === session.processor);
  const linkMethodName = (session: PaymentSession) => linkProcessor(session)?.methods?.find((method) => method.key === session.method_id)?.name;

  /** What the processor keeps about a link payment: its status, and how to pay a virtual account still open. */
  const linkData = (session: PaymentSession) => {
    const method = linkMethodName(session);
    if (session.status !== "pending" || !isVirtualAccountMethod(session.method_id, method)) return { ...session, ...(method ? { method_name: method } : {}) };
    return {
      ...session,
      method_name: method ?? "Virtual account",
      pay_code: virtualAccountNumber(session.identifier),
      currency: store.state.ui.siteCurrency,
      expires_at: new Date((session.created ?? store.clock.now()) + VIRTUAL_ACCOUNT_VALID_MS).toISOString(),
    };
  };

  /**
   * The customer is back from the processor: a pending payment of theirs settles once. The bank confirms every card but
   * the declining test card, whose verification fails.
   */
  const settle = (params: Params): PaymentSession | undefined => {
    const session = store.state.paymentSessions?.find((s) => s.identifier === params.string("identifier") && s.billing_account_id === params.int("billing_account_id"));
    if (!session || session.status !== "pending") return session;
    const card = store.state.cards.find((c) => c.id === session.payment_object_id);
    if (session.kind === "card_verification" && card && cardLast4(card.additional_data) === DECLINED_CARD_LAST4) {
      session.status = "failed";
      card.is_verification_pending = false;
      store.changed();
      return session;
    }
    if (session.kind === "link" && declinedLinkAmount(session.amount)) {
      session.status = "failed";
      store.changed();
      return session;
    }
    // A virtual account stays open until the customer's transfer arrives.
    if (session.kind === "link" && isVirtualAccountMethod(session.method_id, linkMethodName(session)) && store.clock.now() < (session.created ?? 0) + VIRTUAL_ACCOUNT_TRANSFER_MS) {
      return session;
    }
    session.status = "succeeded";
    const account = store.state.billingAccounts.find((a) => a.id === session.billing_account_id);
    if (session.kind === "link" && account) {
      const name = (store.state.ui.paymentProcessors ?? []).find((pp) => pp.keyword === session.processor)?.name ?? "payment link";
      addCredit(store, account, session.amount ?? 0, `Top-up with ${name}`);
    }
    if (session.kind === "card_verification" && card) {
      card.is_verified = true;
      card.is_verification_pending = false;
    }
    store.changed();
    return session;
  };

  return [
    operation(routes, "get /payment/credit/list", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      const id = (await readParams(request)).int("billing_account_id");
      const foreign = refuseForeignAccount(store, caller, id);
      if (foreign) return foreign;
      const credits = visibleTo(store, caller, store.state.credits, (c) => chargedTo(store.state, c.billing_account_id)).filter(
        (c) => id === undefined || c.billing_account_id === id,
      );
      return reply.json([...credits].sort((a, b) => b.created - a.created || b.id - a.id));
    }),
    operation(routes, "get /payment/final_topup_amount", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      if (foreign) return foreign;
      const params = await readParams(request);
      const amount = params.number("amount");
      if (amount === undefined || Number.isNaN(amount) || amount <= 0) return apiError(store, 400, "amount must be a positive number.");
      const processor = (store.state.ui.paymentProcessors ?? []).find((pp) => pp.keyword === params.string("processor"));
      if (!processor) return apiError(store, 500, "Payment channel not available");
      return reply.json({ final_amount: finalTopupAmount(amount, processor.service_fee) });
    }),
    operation(routes, "post /payment/credit/buy", async ({ request, reply }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const amount = params.number("amount");
      const minimum = store.state.ui.minimumTopupAmount ?? 0;
      if (amount === undefined || Number.isNaN(amount) || amount < minimum) return apiError(store, 400, minimumTopup());
      const card = store.state.cards.find((c) => c.id === params.int("payment_object_id") && c.billing_account_id === account.id && !c.is_deleted);
      if (!card || !card.is_verified) return apiError(store, 400, "Choose a verified card of this billing account.");
      const paypal = card.additional_data?.includes('"type":"paypal"') ?? false;
      // A Stripe charge the processor asks 3-D Secure for waits for the customer in the page; posthook credits it.
      if (!paypal && stripeChargesCards(store) && siteCardProcessor(store)?.use_3ds_verification) {
        const intent = openStripeIntent(store, { billingAccountId: account.id, paymentObjectId: card.id, amount });
        return reply.json(intent);
      }
      // Inferred: an Omise charge the processor asks 3-D Secure for waits at the bank's page (its authorize_uri) and
      // comes back to the console's return page on the site that asked (the call names no return address); posthook
      // credits it once the bank has confirmed it.
      if (!paypal && omiseChargesCards(store) && siteCardProcessor(store)?.use_3ds_verification) {
        const charge = openOmiseCharge(store, { kind: "card_topup", amount, billingAccountId: account.id, paymentObjectId: card.id }, `${siteOf(request)}/app`);
        return reply.json(omiseTopupAnswer(charge));
      }
      // Inferred: an Adyen payment the processor asks 3-D Secure for answers Adyen's action (a challenge in the card
      // form, the issuer's page otherwise) and comes back to the console's return page on the site that asked;
      // posthook credits it once Adyen has authorised it.
      if (!paypal && adyenChargesCards(store) && siteCardProcessor(store)?.use_3ds_verification) {
        const payment = openAdyenPayment(store, { kind: "card_topup", amount, billingAccountId: account.id, paymentObjectId: card.id }, `${siteOf(request)}/app`);
        return reply.json(adyenTopupAnswer(payment));
      }
      // Inferred: a ClicToPay top-up is an SMT order paid with the card's binding, at SMT's 3-D Secure step when the
      // card's bank asks (posthook credits it then), else at once.
      if (!paypal && clictopayChargesCards(store)) {
        const topup = clictopayTopup(store, card, amount, `${siteOf(request)}/app`);
        // Inferred: SMT out of reach is the platform's documented failure of a processor it cannot use.
        if (!topup) return apiError(store, 500, "Payment channel not available");
        const { answer, credited } = topup;
        if (credited) addCredit(store, account, amount, "Top-up with card");
        store.changed();
        return reply.json(answer);
      }
      addCredit(store, account, amount, paypal ? "Top-up with PayPal" : "Top-up with card");
      store.changed();
      return reply.json({ success: true, charge_id: `ch_${store.rng.hex(16)}` });
    }),
    operation(routes, "post /payment/credit/buy/posthook", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      const params = await readParams(request);
      const card = store.state.cards.find((c) => c.id === params.int("payment_object_id"));
      const foreign =
        refuseForeignAccount(store, caller, params.int("billing_account_id")) ?? refuseForeign(store, caller, card, (c) => chargedTo(store.state, c.billing_account_id));
      if (foreign) return foreign;
      const charged =
        settleStripeIntent(store, params.string("charge_id"), params.int("billing_account_id"), card?.id) ??
        settleOmiseCharge(store, params.string("charge_id"), params.int("billing_account_id"), card?.id) ??
        settleAdyenPayment(store, params.string("charge_id"), params.int("billing_account_id"), card?.id) ??
        settleClictopayOrder(store, params.string("charge_id"), params.int("billing_account_id"), card?.id);
      const account = store.state.billingAccounts.find((candidate) => candidate.id === params.int("billing_account_id"));
      if (charged?.first && account) {
        addCredit(store, account, charged.amount, "Top-up with card");
        store.changed();
      }
      return reply.json({ success: true });
    }),
    operation(routes, "post /payment/link/save_methods", async ({ request, reply }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const methods = params
        .all("method_ids")
        .flatMap((v) => (Array.isArray(v) ? v.map(String) : String(v).split(",")))
        .map(String)
        .filter(Boolean);
      const saved: unknown = JSON.parse(account.additional_data || "{}");
      account.additional_data = JSON.stringify({ ...(typeof saved === "object" && saved !== null ? saved : {}), link_methods: methods });
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "post /payment/link/send_data", async ({ request, reply }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const processor = (store.state.ui.paymentProcessors ?? []).find((pp) => pp.keyword === params.string("processor") && pp.type === "link");
      if (!processor) return apiError(store, 500, "Payment channel not available");
      const amount = params.number("amount");
      if (amount === undefined || Number.isNaN(amount) || amount < (store.state.ui.minimumTopupAmount ?? 0)) return apiError(store, 400, minimumTopup());
      const identifier = `link_${store.rng.hex(16)}`;
      const link = linkParams(params.string("params"));
      // The customer pays at the processor's page; the mock's processor takes the payment at once (a virtual account:
      // opens it) and sends them to `return_url`.
      (store.state.paymentSessions ??= []).push({
        identifier,
        billing_account_id: account.id,
        kind: "link",
        status: "pending",
        amount,
        processor: processor.keyword,
        ...(link.methodId ? { method_id: link.methodId } : {}),
        created: store.clock.now(),
      });
      store.changed();
      const returnUrl = link.returnUrl ?? "/app/payment_return";
      return reply.json({ identifier, redirect_url: `${returnUrl}?identifier=${identifier}&billing_account_id=${account.id}` });
    }),
    operation(routes, "get /payment/link/process_result", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      if (foreign) return foreign;
      const session = settle(await readParams(request));
      if (!session || session.kind !== "link") return reply.json({ success: false, message: "No such payment." });
      if (session.status === "failed") return reply.json({ success: false, message: "The processor declined the payment." });
      // Not final yet: what is open is in the processor's data (persistent_data).
      if (session.status === "pending") return reply.json({ success: false, message: "Waiting for the payment to arrive." });
      return reply.json({ success: true, message: `Top-up of ${session.amount ?? 0} ${store.state.ui.siteCurrency} received.` });
    }),
    operation(routes, "get /payment/persistent_data", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      if (foreign) return foreign;
      const params = await readParams(request);
      const identifier = params.string("identifier");
      const accountId = params.int("billing_account_id");
      // A vendor's charge is the vendor's: the platform reads its state there (Omise's charges, Adyen's payments,
      // SMT's ClicToPay orders; see each vendor's answers); the rest are the platform's own payment sessions.
      const vendors = readOmiseCharge(store, identifier, accountId) ?? readAdyenPayment(store, identifier, accountId) ?? readClictopayOrder(store, identifier, accountId);
      const session = vendors ? undefined : settle(params);
      const data = vendors ?? (session?.kind === "link" ? linkData(session) : (session ?? {}));
      return reply.json({ identifier: identifier ?? "", billing_account_id: accountId ?? null, data });
    }),
    operation(routes, "get /payment/paypal/id_token", ({ reply }) => reply.json({ token: `mock-paypal-id-${store.rng.hex(16)}` })),
    operation(routes, "get /payment/paypal/setup_token", ({ reply }) => reply.json({ token: `mock-paypal-setup-${store.rng.hex(16)}` })),
    operation(routes, "get /payment/paypal/payment_token", ({ reply }) => reply.json({ token: `${PAYPAL_PAYMENT_TOKEN_PREFIX}${store.rng.hex(16)}` })),
  ];
};
