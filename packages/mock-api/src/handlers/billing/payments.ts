import { callerOf, chargedTo, refuseForeign, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { finalTopupAmount } from "../billingMath.js";
import { operation } from "../contract.js";
import type { PaymentSession } from "../../store/state.js";
import { apiError, readParams, type DomainHandlers, type Params } from "../http.js";
import { DECLINED_CARD_LAST4 } from "../../constants.js";
import { PAYPAL_PAYMENT_TOKEN_PREFIX } from "./cards.js";
import { addCredit } from "./credit.js";

/** The last four digits a card's saved details name, if any. */
function cardLast4(additionalData: string | undefined): string | undefined {
  try {
    const details: unknown = JSON.parse(additionalData || "{}");
    return typeof details === "object" && details !== null && "last4" in details && typeof details.last4 === "string" ? details.last4 : undefined;
  } catch {
    return undefined;
  }
}

/** Where the processor sends the customer back: `return_url` of send_data's JSON params, when it is a path or URL. */
function linkReturnUrl(params: string | undefined): string | undefined {
  try {
    const parsed: unknown = JSON.parse(params ?? "{}");
    const url = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>).return_url : undefined;
    return typeof url === "string" && /^(https?:\/\/|\/)/.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Credit history and top-ups: by card, through a payment link, with PayPal. */
export const paymentHandlers: DomainHandlers = (store, routes) => {
  const minimumTopup = () => `The minimum top-up is ${store.state.ui.minimumTopupAmount ?? 0} ${store.state.ui.siteCurrency}.`;
  /** The refusal when the request names someone else's billing account. */
  const foreignAccountIn = async (request: Request) => refuseForeignAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));

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
      addCredit(store, account, amount, card.additional_data?.includes('"type":"paypal"') ? "Top-up with PayPal" : "Top-up with card");
      store.changed();
      return reply.json({ success: true, charge_id: `ch_${store.rng.hex(16)}` });
    }),
    operation(routes, "post /payment/credit/buy/posthook", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      const params = await readParams(request);
      const card = store.state.cards.find((c) => c.id === params.int("payment_object_id"));
      const foreign =
        refuseForeignAccount(store, caller, params.int("billing_account_id")) ?? refuseForeign(store, caller, card, (c) => chargedTo(store.state, c.billing_account_id));
      return foreign ?? reply.json({ success: true });
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
      // The customer pays at the processor's page; the mock's processor pays at once and sends them to `return_url`.
      (store.state.paymentSessions ??= []).push({ identifier, billing_account_id: account.id, kind: "link", status: "pending", amount, processor: processor.keyword });
      store.changed();
      const returnUrl = linkReturnUrl(params.string("params")) ?? "/app/payment_return";
      return reply.json({ identifier, redirect_url: `${returnUrl}?identifier=${identifier}&billing_account_id=${account.id}` });
    }),
    operation(routes, "get /payment/link/process_result", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      if (foreign) return foreign;
      const session = settle(await readParams(request));
      if (!session || session.kind !== "link") return reply.json({ success: false, message: "No such payment." });
      return reply.json({ success: true, message: `Top-up of ${session.amount ?? 0} ${store.state.ui.siteCurrency} received.` });
    }),
    operation(routes, "get /payment/persistent_data", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      if (foreign) return foreign;
      const params = await readParams(request);
      const session = settle(params);
      return reply.json({ identifier: params.string("identifier") ?? "", billing_account_id: params.int("billing_account_id") ?? null, data: session ?? {} });
    }),
    operation(routes, "get /payment/paypal/id_token", ({ reply }) => reply.json({ token: `mock-paypal-id-${store.rng.hex(16)}` })),
    operation(routes, "get /payment/paypal/setup_token", ({ reply }) => reply.json({ token: `mock-paypal-setup-${store.rng.hex(16)}` })),
    operation(routes, "get /payment/paypal/payment_token", ({ reply }) => reply.json({ token: `${PAYPAL_PAYMENT_TOKEN_PREFIX}${store.rng.hex(16)}` })),
  ];
};
