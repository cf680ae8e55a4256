import { HttpResponse, http } from "msw";
import { makeBillingAccount, makeCard, makeCredit } from "../factories/entities.js";
import { epochSeconds } from "../factories/time.js";
import type { BillingAccount, PaymentCard } from "../store/entities.js";
import type { MockStore } from "../store/store.js";
import { callerOf, canUse, forbidden, resolveAccount, visible } from "./access.js";
import { finalTopupAmount, usageOf, withRunningTotals } from "./billingMath.js";
import { isBeyondAllowedDebt } from "../store/balances.js";
import { apiError, queryInt, readParams, success, type DomainHandlers, type Params } from "./http.js";

/** Fields a billing account form may set (spec §3 "Editable billing fields"). */
export const EDITABLE_BILLING_FIELDS = [
  "address_line1",
  "address_line2",
  "city",
  "company_name",
  "company_reg_code",
  "company_vat_number",
  "country",
  "county",
  "customer_id_number",
  "customer_name",
  "customer_phone",
  "email",
  "post_index",
  "referral_code",
  "title",
  "document",
  "document_name",
  "integration_id",
] as const;

/** Campaign codes `campaign_activate` accepts, and the credit each promises. */
export const MOCK_CAMPAIGNS: Record<string, number> = { WELCOME10: 10, SPRING25: 25 };

function validateFields(store: MockStore, params: Params, creating: boolean): string | undefined {
  for (const f of store.state.ui.billingAccountFields ?? []) {
    if (f.required && f.visible && !params.string(f.field) && (creating || f.field !== "email")) {
      return `${f.field} is required.`;
    }
  }
  const country = params.string("country");
  if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) return "country must be exactly 2 letters.";
  const lang = params.string("lang");
  if (lang !== undefined && !/^[A-Za-z]{2,3}$/.test(lang)) return "lang must be 2 or 3 letters.";
  return undefined;
}

/** Add credit to an account and apply what depends on it: promotions, restriction level, credit history. */
export function addCredit(store: MockStore, account: BillingAccount, amount: number, description: string): void {
  account.credit_amount = Math.round((account.credit_amount + amount) * 100) / 100;
  store.state.credits.push(makeCredit(store.factory(), account.id, amount, description));
  if (amount <= 0) return;
  for (const promo of account.eligible_promotions) {
    if (promo.top_up_done >= promo.top_up_requirement) continue;
    promo.top_up_done = Math.round((promo.top_up_done + amount) * 100) / 100;
    if (promo.top_up_done >= promo.top_up_requirement) {
      account.credit_amount = Math.round((account.credit_amount + promo.amount) * 100) / 100;
      store.state.credits.push(makeCredit(store.factory(), account.id, promo.amount, `Promotion: ${promo.credit_type}`));
    }
  }
  // A top-up of at least the clear threshold lifts LIMITED/FROZEN, unless the account would still be beyond its allowed debt.
  if (
    account.restriction_level !== "CLEAR" &&
    account.restriction_level !== "TERMINATED" &&
    amount >= store.state.restrictionLevelClearTopupThreshold &&
    !isBeyondAllowedDebt(account, withRunningTotals(store.state, account, store.clock.now()).running_totals.credit_available)
  ) {
    account.restriction_level = "CLEAR";
  }
}

const cardsOf = (store: MockStore, accountId: number) => store.state.cards.filter((c) => c.billing_account_id === accountId && !c.is_deleted);

function syncPrimaryCard(store: MockStore, account: BillingAccount): void {
  const card = cardsOf(store, account.id).find((c) => c.is_primary);
  account.primary_card = card ? { ...(JSON.parse(card.additional_data) as object), id: card.identifier, is_verified: card.is_verified } : null;
}

/** Billing accounts, usage, invoices, cards, credit and top-ups. */
export const billingHandlers: DomainHandlers = (store, routes) => {
  const serve = (account: BillingAccount) => withRunningTotals(store.state, account, store.clock.now());
  // Automatic top-up: when a read finds the balance under the threshold, the primary card is charged.
  const autoTopup = (account: BillingAccount) => {
    if (!account.is_recurring_payment_enabled || account.recurring_payment_amount <= 0) return;
    if (!cardsOf(store, account.id).some((c) => c.is_primary && c.is_verified)) return;
    if (serve(account).running_totals.ongoing >= account.recurring_payment_threshold) return;
    addCredit(store, account, account.recurring_payment_amount, "Automatic top-up");
    store.changed();
  };
  const findCard = (caller: ReturnType<typeof callerOf>, id: number | undefined): PaymentCard | Response => {
    const card = store.state.cards.find((c) => c.id === id && !c.is_deleted);
    if (!card) return apiError(store, 404, "No such payment object.");
    if (!canUse(caller, card.billing_account_id)) return forbidden(store);
    return card;
  };
  const p = routes.path;

  return [
    http.get(p("/payment/billing_account/list"), ({ request }) => {
      const showShadow = new URL(request.url).searchParams.has("show_shadow");
      const accounts = visible(callerOf(store, request), store.state.billingAccounts.filter((a) => showShadow || !a.is_deleted), (a) => a.id);
      accounts.forEach(autoTopup);
      return HttpResponse.json(accounts.map(serve));
    }),
    http.get(p("/payment/billing_account"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      autoTopup(account);
      return HttpResponse.json(serve(account));
    }),
    http.post(p("/payment/billing_account"), async ({ request }) => {
      const caller = callerOf(store, request);
      if (caller.kind === "token" && caller.restrictedTo !== null) return forbidden(store);
      const params = await readParams(request);
      const invalid = validateFields(store, params, true);
      if (invalid) return apiError(store, 400, invalid);
      const first = !store.state.billingAccounts.some((a) => !a.is_deleted);
      const fields = Object.fromEntries(EDITABLE_BILLING_FIELDS.map((f) => [f, params.string(f) ?? ""]));
      const account = makeBillingAccount(store.factory(), {
        ...fields,
        title: params.string("title") ?? "Billing account",
        site: store.state.ui.siteTheme,
        country: (params.string("country") ?? "EE").toUpperCase(),
        lang: params.string("lang") ?? "en",
        is_default: first,
        allow_debt: store.state.ui.allowDebt ?? false,
        paying_by_invoice: params.string("type") === "invoice",
        credit_amount: 0,
        restriction_level: first ? "CLEAR" : "LIMITED",
        created: epochSeconds(store.clock.now()),
      });
      store.state.billingAccounts.push(account);
      const firstCredit = store.state.ui.firstAccountCredit ?? 0;
      if (first && firstCredit > 0) addCredit(store, account, firstCredit, "First billing account");
      const referral = store.state.ui.referralCreditAmounts;
      if (account.referral_code && store.state.ui.referralCodeEnabled && referral?.receiver_credit) {
        account.eligible_promotions.push({
          credit_type: "referral_receiver",
          amount: referral.receiver_credit,
          top_up_requirement: referral.referral_credit_receiver_precondition_topup_sum ?? 0,
          top_up_done: 0,
        });
      }
      store.changed();
      return HttpResponse.json(serve(account));
    }),
    http.put(p("/payment/billing_account"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const invalid = validateFields(store, params, false);
      if (invalid) return apiError(store, 400, invalid);
      // A full replace: fields left out are cleared, except the email (api-payloads.md §2.3).
      for (const field of EDITABLE_BILLING_FIELDS) {
        if (field === "email" && !params.has("email")) continue;
        account[field] = params.string(field) ?? "";
      }
      account.country = account.country.toUpperCase();
      store.changed();
      return HttpResponse.json(serve(account));
    }),
    http.delete(p("/payment/billing_account"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const inUse =
        store.state.vms.some((v) => v.billing_account === account.id && v.status !== "deleted") ||
        store.state.buckets.some((b) => b.billing_account_id === account.id) ||
        store.state.ips.some((i) => i.billing_account_id === account.id && !i.is_deleted);
      if (inUse) return apiError(store, 409, "Billing account still has resources. Delete them or move them to another account first.");
      account.is_deleted = true;
      account.is_active = false;
      if (account.is_default) {
        account.is_default = false;
        const next = store.state.billingAccounts.find((a) => !a.is_deleted);
        if (next) next.is_default = true;
      }
      store.changed();
      return success();
    }),
    http.post(p("/payment/billing_account/set_default"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      for (const a of store.state.billingAccounts) a.is_default = a.id === account.id;
      store.changed();
      return success();
    }),
    http.post(p("/payment/billing_account/:id/campaign_activate/:code"), ({ request, params }) => {
      const account = resolveAccount(store, callerOf(store, request), Number(params.id));
      if (account instanceof Response) return account;
      const amount = MOCK_CAMPAIGNS[String(params.code).toUpperCase()];
      if (amount === undefined || account.eligible_promotions.some((p) => p.credit_type === "signup_campaign")) {
        return apiError(store, 500, "Invalid campaign.");
      }
      account.eligible_promotions.push({ credit_type: "signup_campaign", amount, top_up_requirement: 10, top_up_done: 0 });
      store.changed();
      return success();
    }),
    http.put(p("/payment/billing_account/:id/recurring_payment"), async ({ request, params: path }) => {
      const account = resolveAccount(store, callerOf(store, request), Number(path.id));
      if (account instanceof Response) return account;
      const params = await readParams(request);
      const enabled = params.bool("is_recurring_payment_enabled") ?? false;
      const amount = params.number("recurring_payment_amount");
      const threshold = params.number("recurring_payment_threshold");
      if (enabled && (amount === undefined || threshold === undefined || Number.isNaN(amount) || Number.isNaN(threshold))) {
        return apiError(store, 400, "recurring_payment_threshold and recurring_payment_amount are required when automatic top-up is enabled.");
      }
      account.is_recurring_payment_enabled = enabled;
      if (amount !== undefined && !Number.isNaN(amount)) account.recurring_payment_amount = amount;
      if (threshold !== undefined && !Number.isNaN(threshold)) account.recurring_payment_threshold = threshold;
      // A top-up runs at once when the balance is already under the threshold.
      const ongoing = serve(account).running_totals.ongoing;
      const hasCard = cardsOf(store, account.id).some((c) => c.is_primary && c.is_verified);
      const triggered = enabled && hasCard && ongoing < account.recurring_payment_threshold;
      if (triggered) addCredit(store, account, account.recurring_payment_amount, "Automatic top-up");
      store.changed();
      return HttpResponse.json({ payment_report: { triggered, errors: enabled && !hasCard ? ["No verified primary card."] : [] }, account: serve(account) });
    }),
    http.put(p("/payment/low_balance_notice_settings"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const threshold = params.number("threshold");
      if (threshold !== undefined && (Number.isNaN(threshold) || threshold < 0)) return apiError(store, 400, "threshold must be a number of at least 0.");
      account.low_balance_notice_settings = {
        threshold: threshold ?? account.low_balance_notice_settings.threshold,
        is_enabled: params.bool("is_enabled") ?? account.low_balance_notice_settings.is_enabled,
      };
      store.changed();
      return HttpResponse.json(account.low_balance_notice_settings);
    }),
    http.get(p("/config/payment/restriction_level_clear_topup_threshold"), () =>
      HttpResponse.json({ threshold: store.state.restrictionLevelClearTopupThreshold }),
    ),
    http.put(p("/config/payment/restriction_level_clear_topup_threshold"), async ({ request }) => {
      const params = await readParams(request);
      const threshold = params.number("threshold");
      if (threshold === undefined || Number.isNaN(threshold) || threshold < 0) return apiError(store, 400, "threshold must be a number of at least 0.");
      store.state.restrictionLevelClearTopupThreshold = threshold;
      store.changed();
      return HttpResponse.json({ threshold });
    }),
    http.get(p("/charging/usage"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      return account instanceof Response ? account : HttpResponse.json(usageOf(store.state, account.id, store.clock.now()));
    }),

    // Invoices
    http.get(p("/payment/invoice/list"), async ({ request }) => {
      const caller = callerOf(store, request);
      const id = (await readParams(request)).int("billing_account_id");
      if (id !== undefined && !canUse(caller, id)) return forbidden(store);
      const invoices = visible(caller, store.state.invoices, (i) => i.billing_account_id).filter((i) => id === undefined || i.billing_account_id === id);
      return HttpResponse.json([...invoices].sort((a, b) => b.created - a.created));
    }),
    http.get(p("/payment/invoice"), async ({ request }) => {
      const invoice = store.state.invoices.find((i) => i.id === queryInt(request, "invoice_id"));
      if (!invoice) return apiError(store, 404, "No such invoice.");
      if (!canUse(callerOf(store, request), invoice.billing_account_id)) return forbidden(store);
      return HttpResponse.json(invoice);
    }),
    http.get(p("/payment/invoice/pdf"), ({ request }) => {
      const invoice = store.state.invoices.find((i) => i.id === queryInt(request, "invoice_id"));
      if (!invoice) return apiError(store, 404, "No such invoice.");
      const pdf = `%PDF-1.4\n% Mock invoice ${invoice.padded_id}, total ${invoice.totals.total}\n%%EOF\n`;
      return new HttpResponse(pdf, { headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="invoice-${invoice.padded_id}.pdf"` } });
    }),
    http.post(p("/payment/pay_invoice"), async ({ request }) => {
      const params = await readParams(request);
      const invoice = store.state.invoices.find((i) => i.id === params.int("invoice_id"));
      if (!invoice) return apiError(store, 404, "No such invoice.");
      const account = resolveAccount(store, callerOf(store, request), invoice.billing_account_id);
      if (account instanceof Response) return account;
      if (invoice.status !== 5) return apiError(store, 400, invoice.status === 10 ? "Invoice is already paid." : "Invoice is not final yet.");
      const card = cardsOf(store, account.id).find((c) => c.is_primary && c.is_verified);
      if (!card) return apiError(store, 400, "No verified primary card to pay with. Add a card first.");
      invoice.status = 10;
      invoice.transaction_list.push({
        id: store.nextId(),
        amount: invoice.totals.total,
        created: epochSeconds(store.clock.now()),
        identifier: `tran_${store.rng.hex(24)}`,
        payment_object_id: card.id,
        is_success: true,
      });
      account.unpaid_amount = Math.max(0, Math.round((account.unpaid_amount - invoice.totals.total) * 100) / 100);
      store.changed();
      return success();
    }),

    // Cards and payment objects
    http.get(p("/payment/card/list"), async ({ request }) => {
      const caller = callerOf(store, request);
      const id = (await readParams(request)).int("billing_account_id");
      if (id !== undefined && !canUse(caller, id)) return forbidden(store);
      const cards = visible(caller, store.state.cards, (c) => c.billing_account_id).filter((c) => !c.is_deleted && (id === undefined || c.billing_account_id === id));
      return HttpResponse.json(cards);
    }),
    http.get(p("/payment/card"), async ({ request }) => {
      const card = findCard(callerOf(store, request), (await readParams(request)).int("payment_object_id"));
      return card instanceof Response ? card : HttpResponse.json(card);
    }),
    http.post(p("/payment/card/prehook"), () => HttpResponse.json({ client_secret: `seti_${store.rng.hex(24)}_secret_mock`, session_id: store.rng.uuid() })),
    http.post(p("/payment/card"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      if (!params.string("token") && !params.string("session_id")) return apiError(store, 400, "token is required.");
      const first = cardsOf(store, account.id).length === 0;
      const card = makeCard(store.factory(), account.id, { is_verified: false, is_verification_pending: true, is_primary: false });
      store.state.cards.push(card);
      if (first) card.is_primary = true;
      syncPrimaryCard(store, account);
      store.changed();
      return HttpResponse.json(card);
    }),
    http.post(p("/payment/card/verify"), async ({ request }) => {
      const card = findCard(callerOf(store, request), (await readParams(request)).int("payment_object_id"));
      if (card instanceof Response) return card;
      card.is_verified = true;
      card.is_verification_pending = false;
      const account = store.state.billingAccounts.find((a) => a.id === card.billing_account_id);
      if (account) syncPrimaryCard(store, account);
      store.changed();
      return HttpResponse.json(card);
    }),
    http.put(p("/payment/card/set_primary"), async ({ request }) => {
      const card = findCard(callerOf(store, request), (await readParams(request)).int("payment_object_id"));
      if (card instanceof Response) return card;
      if (!card.is_verified) return apiError(store, 400, "Only a verified card can be primary. Verify the card first.");
      for (const c of cardsOf(store, card.billing_account_id)) c.is_primary = c.id === card.id;
      const account = store.state.billingAccounts.find((a) => a.id === card.billing_account_id);
      if (account) syncPrimaryCard(store, account);
      store.changed();
      return success();
    }),
    http.delete(p("/payment/card"), async ({ request }) => {
      const card = findCard(callerOf(store, request), (await readParams(request)).int("payment_object_id"));
      if (card instanceof Response) return card;
      card.is_deleted = true;
      card.is_primary = false;
      const account = store.state.billingAccounts.find((a) => a.id === card.billing_account_id);
      if (account) syncPrimaryCard(store, account);
      store.changed();
      return success();
    }),
    http.post(p("/payment/apply_for_invoice_payment"), async ({ request }) => {
      const account = resolveAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));
      if (account instanceof Response) return account;
      const card = makeCard(store.factory(), account.id, {
        identifier: "N/A",
        is_verified: false,
        valid_thru: 4102358400,
        additional_data: JSON.stringify({ type: "paying_by_invoice", client: {}, card_type: "By invoice", card_holder: account.email, expire_month: "12", expire_year: "2099", id: "N/A" }),
      });
      store.state.cards.push(card);
      store.changed();
      return HttpResponse.json(card);
    }),

    // Credit and top-ups
    http.get(p("/payment/credit/list"), async ({ request }) => {
      const caller = callerOf(store, request);
      const id = (await readParams(request)).int("billing_account_id");
      if (id !== undefined && !canUse(caller, id)) return forbidden(store);
      const credits = visible(caller, store.state.credits, (c) => c.billing_account_id).filter((c) => id === undefined || c.billing_account_id === id);
      return HttpResponse.json([...credits].sort((a, b) => b.created - a.created || b.id - a.id));
    }),
    http.get(p("/payment/final_topup_amount"), async ({ request }) => {
      const params = await readParams(request);
      const amount = params.number("amount");
      if (amount === undefined || Number.isNaN(amount) || amount <= 0) return apiError(store, 400, "amount must be a positive number.");
      const processor = (store.state.ui.paymentProcessors ?? []).find((pp) => pp.keyword === params.string("processor"));
      if (!processor) return apiError(store, 500, "Payment channel not available");
      return HttpResponse.json({ final_amount: finalTopupAmount(amount, processor.service_fee) });
    }),
    http.post(p("/payment/credit/buy"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const amount = params.number("amount");
      const minimum = store.state.ui.minimumTopupAmount ?? 0;
      if (amount === undefined || Number.isNaN(amount) || amount < minimum) return apiError(store, 400, `The minimum top-up is ${minimum} ${store.state.ui.siteCurrency}.`);
      const card = store.state.cards.find((c) => c.id === params.int("payment_object_id") && c.billing_account_id === account.id && !c.is_deleted);
      if (!card || !card.is_verified) return apiError(store, 400, "Choose a verified card of this billing account.");
      addCredit(store, account, amount, "Top-up with card");
      store.changed();
      return success();
    }),
    http.post(p("/payment/credit/buy/posthook"), () => success()),
    http.post(p("/payment/link/save_methods"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const raw = params.all("method_ids").flatMap((v) => (Array.isArray(v) ? v.map(String) : String(v).split(","))).map(String).filter(Boolean);
      account.additional_data = JSON.stringify({ ...(JSON.parse(account.additional_data || "{}") as object), link_methods: raw });
      store.changed();
      return success();
    }),
    http.post(p("/payment/link/send_data"), async ({ request }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const processor = (store.state.ui.paymentProcessors ?? []).find((pp) => pp.keyword === params.string("processor") && pp.type === "link");
      if (!processor) return apiError(store, 500, "Payment channel not available");
      const amount = params.number("amount");
      if (amount === undefined || Number.isNaN(amount) || amount < (store.state.ui.minimumTopupAmount ?? 0)) {
        return apiError(store, 400, `The minimum top-up is ${store.state.ui.minimumTopupAmount ?? 0} ${store.state.ui.siteCurrency}.`);
      }
      const identifier = `link_${store.rng.hex(16)}`;
      // The mock pays at once: the redirect lands on the console's payment return page.
      addCredit(store, account, amount, `Top-up with ${processor.name}`);
      store.changed();
      return HttpResponse.json({ identifier, redirect_url: `/app/payment_return?identifier=${identifier}` });
    }),
    http.get(p("/payment/link/process_result"), async ({ request }) => {
      const params = await readParams(request);
      return HttpResponse.json({ identifier: params.string("identifier") ?? "", status: "success", success: true });
    }),
    http.get(p("/payment/persistent_data"), async ({ request }) => {
      const params = await readParams(request);
      return HttpResponse.json({ identifier: params.string("identifier") ?? "", billing_account_id: params.int("billing_account_id") ?? null, data: {} });
    }),
    http.get(p("/payment/paypal/id_token"), () => HttpResponse.json({ token: `mock-paypal-id-${store.rng.hex(16)}` })),
    http.get(p("/payment/paypal/setup_token"), () => HttpResponse.json({ token: `mock-paypal-setup-${store.rng.hex(16)}` })),
    http.get(p("/payment/paypal/payment_token"), () => HttpResponse.json({ token: `mock-paypal-payment-${store.rng.hex(16)}` })),
  ];
};
