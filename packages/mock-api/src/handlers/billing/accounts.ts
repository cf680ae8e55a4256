import { makeBillingAccount } from "../../factories/billing.js";
import { epochSeconds } from "../../factories/time.js";
import { serveBillingAccount, unpaidAmountOf } from "../../serializers/billing.js";
import type { StoredBillingAccount } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, forbidden, resolveAccount, visibleTo } from "../access.js";
import { usageOf } from "../billingMath.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers, type Params } from "../http.js";
import { billingAccountOwner } from "../owners.js";
import { addCredit, autoTopup, hasChargeableCard } from "./credit.js";

/** The fields a billing account form may set. */
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
] as const satisfies readonly (keyof StoredBillingAccount)[];

/** Campaign codes `campaign_activate` accepts, and the credit each promises. */
export const MOCK_CAMPAIGNS: Record<string, number> = { WELCOME10: 10, SPRING25: 25 };

/** Why the account fields of a create or update are refused, or undefined when they are fine. */
function fieldProblem(store: MockStore, params: Params, creating: boolean): string | undefined {
  for (const f of store.state.ui.billingAccountFields ?? []) {
    // An update names only what changes: a required field it leaves out keeps its value, one it empties is refused.
    const given = creating || params.has(f.field);
    if (f.required && f.visible && given && !params.string(f.field) && (creating || f.field !== "email")) {
      return `${f.field} is required.`;
    }
  }
  // country's and lang's forms are the contract's, checked before the handler runs.
  return undefined;
}

/** Billing accounts: list, detail, unpaid amount, create, update, delete, default, campaigns, automatic top-up, notices, usage. */
export const billingAccountHandlers: DomainHandlers = (store, routes) => {
  const serve = (account: StoredBillingAccount) => serveBillingAccount(store.state, account, store.clock.now());
  const accountIn = async (request: Request) => resolveAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));

  return [
    operation(routes, "get /payment/billing_account/list", ({ request, reply }) => {
      const showShadow = new URL(request.url).searchParams.has("show_shadow");
      const accounts = visibleTo(
        store,
        callerOf(store, request),
        store.state.billingAccounts.filter((a) => showShadow || !a.is_deleted),
        billingAccountOwner,
      );
      for (const account of accounts) autoTopup(store, account);
      return reply.json(accounts.map(serve));
    }),
    operation(routes, "get /payment/billing_account", async ({ request, reply }) => {
      const account = await accountIn(request);
      if (account instanceof Response) return account;
      autoTopup(store, account);
      return reply.json(serve(account));
    }),
    // The published API answers the amount as `message` (doc-payment-get-unpaid-amount), the account's unpaid_amount.
    operation(routes, "get /payment/billing_account/unpaid_amount", async ({ request, reply }) => {
      const account = await accountIn(request);
      return account instanceof Response ? account : reply.json({ message: unpaidAmountOf(store.state, account.id) });
    }),
    // A campaign is active while a code can be activated: the mock's campaigns never end.
    operation(routes, "get /payment/has_active_campaigns", ({ reply }) => reply.json({ success: Object.keys(MOCK_CAMPAIGNS).length > 0 })),
    operation(routes, "post /payment/billing_account", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      if (caller.kind === "token" && caller.restrictedTo !== null) return forbidden(store);
      const params = await readParams(request);
      const invalid = fieldProblem(store, params, true);
      if (invalid) return apiError(store, 400, invalid);
      const mine = visibleTo(store, caller, store.state.billingAccounts, billingAccountOwner);
      const first = !mine.some((a) => !a.is_deleted);
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
      return reply.json(serve(account));
    }),
    operation(routes, "put /payment/billing_account", async ({ request, reply }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      const invalid = fieldProblem(store, params, false);
      if (invalid) return apiError(store, 400, invalid);
      // Only the fields sent change: rayhan-js sends billing_account_id and just the fields to change
      // (client-rayhan-js-put-payment-billing-account), and the documented example sends billing_account_id alone
      // (doc-payment-update-billing-account). The documentation's text says fields left out are cleared; the mock keeps
      // them, so such a client loses no data, and a client that sends every field (the console) sees no difference.
      for (const field of EDITABLE_BILLING_FIELDS) {
        if (params.has(field)) account[field] = params.string(field) ?? "";
      }
      account.country = account.country.toUpperCase();
      store.changed();
      return reply.json(serve(account));
    }),
    operation(routes, "delete /payment/billing_account", async ({ request, reply }) => {
      const account = await accountIn(request);
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
        const next = visibleTo(store, callerOf(store, request), store.state.billingAccounts, billingAccountOwner).find((a) => !a.is_deleted);
        if (next) next.is_default = true;
      }
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "post /payment/billing_account/set_default", async ({ request, reply }) => {
      const account = await accountIn(request);
      if (account instanceof Response) return account;
      for (const a of store.state.billingAccounts) if (a.user_id === account.user_id) a.is_default = a.id === account.id;
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "post /payment/billing_account/{id}/campaign_activate/{campaign_code}", ({ request, params, reply }) => {
      const account = resolveAccount(store, callerOf(store, request), Number(params.id));
      if (account instanceof Response) return account;
      const amount = MOCK_CAMPAIGNS[params.campaign_code.toUpperCase()];
      if (amount === undefined || account.eligible_promotions.some((p) => p.credit_type === "signup_campaign")) {
        return apiError(store, 500, "Invalid campaign.");
      }
      account.eligible_promotions.push({ credit_type: "signup_campaign", amount, top_up_requirement: 10, top_up_done: 0 });
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "put /payment/billing_account/{id}/recurring_payment", async ({ request, params: path, reply }) => {
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
      const hasCard = hasChargeableCard(store, account.id);
      const triggered = enabled && hasCard && ongoing < account.recurring_payment_threshold;
      if (triggered) addCredit(store, account, account.recurring_payment_amount, "Automatic top-up");
      store.changed();
      return reply.json({ payment_report: { triggered, errors: enabled && !hasCard ? ["No verified primary card."] : [] }, account: serve(account) });
    }),
    operation(routes, "put /payment/low_balance_notice_settings", async ({ request, reply }) => {
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
      return reply.json(account.low_balance_notice_settings);
    }),
    operation(routes, "get /config/payment/restriction_level_clear_topup_threshold", ({ reply }) =>
      reply.json({ threshold: store.state.restrictionLevelClearTopupThreshold }),
    ),
    operation(routes, "put /config/payment/restriction_level_clear_topup_threshold", async ({ request, reply }) => {
      const threshold = (await readParams(request)).number("threshold");
      if (threshold === undefined || Number.isNaN(threshold) || threshold < 0) return apiError(store, 400, "threshold must be a number of at least 0.");
      store.state.restrictionLevelClearTopupThreshold = threshold;
      store.changed();
      return reply.json({ threshold });
    }),
    operation(routes, "get /charging/usage", async ({ request, reply }) => {
      const account = await accountIn(request);
      return account instanceof Response ? account : reply.json(usageOf(store.state, account.id, store.clock.now()));
    }),
  ];
};
