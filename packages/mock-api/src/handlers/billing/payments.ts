import { callerOf, chargedTo, refuseForeign, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { finalTopupAmount } from "../billingMath.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers } from "../http.js";
import { addCredit } from "./credit.js";

/** Credit history and top-ups: by card, through a payment link, with PayPal. */
export const paymentHandlers: DomainHandlers = (store, routes) => {
  const minimumTopup = () => `The minimum top-up is ${store.state.ui.minimumTopupAmount ?? 0} ${store.state.ui.siteCurrency}.`;
  /** The refusal when the request names someone else's billing account. */
  const foreignAccountIn = async (request: Request) => refuseForeignAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));

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
      addCredit(store, account, amount, "Top-up with card");
      store.changed();
      return reply.json({ success: true });
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
      // The mock pays at once: the redirect lands on the console's payment return page.
      addCredit(store, account, amount, `Top-up with ${processor.name}`);
      store.changed();
      return reply.json({ identifier, redirect_url: `/app/payment_return?identifier=${identifier}` });
    }),
    operation(routes, "get /payment/link/process_result", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      return foreign ?? reply.json({ success: true });
    }),
    operation(routes, "get /payment/persistent_data", async ({ request, reply }) => {
      const foreign = await foreignAccountIn(request);
      if (foreign) return foreign;
      const params = await readParams(request);
      return reply.json({ identifier: params.string("identifier") ?? "", billing_account_id: params.int("billing_account_id") ?? null, data: {} });
    }),
    operation(routes, "get /payment/paypal/id_token", ({ reply }) => reply.json({ token: `mock-paypal-id-${store.rng.hex(16)}` })),
    operation(routes, "get /payment/paypal/setup_token", ({ reply }) => reply.json({ token: `mock-paypal-setup-${store.rng.hex(16)}` })),
    operation(routes, "get /payment/paypal/payment_token", ({ reply }) => reply.json({ token: `mock-paypal-payment-${store.rng.hex(16)}` })),
  ];
};
