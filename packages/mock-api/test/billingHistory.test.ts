import { describe, expect, it } from "vitest";
import { MOCK_API_KEY } from "../src/constants.js";
import { createMockApi } from "../src/index.js";
import { manualClock } from "../src/store/clock.js";

interface InvoiceBody {
  id: number;
  billing_account_id: number;
  status: number;
  period_start: number;
  totals: { total: number; subtotal: number };
  records_list: { name: string; qty: number; amount: number }[];
}

/** The demo store and a fetch over its handlers, signed in as the user or as one of the user's API tokens. */
function setup() {
  const api = createMockApi({ baseUrl: "http://mock.test/v1", preset: "demo", clock: manualClock(Date.UTC(2026, 10, 20, 12)) });
  const { state } = api.store;
  const account = (title: string) => {
    const found = state.billingAccounts.find((a) => a.title === title);
    if (!found) throw new Error(`no account ${title} in the demo preset`);
    return found;
  };
  const restrictedToken = state.tokens.find((t) => t.restricted)?.token ?? "";
  const call = async (path: string, { method = "GET", key = MOCK_API_KEY }: { method?: string; key?: string } = {}) => {
    const { getResponse } = await import("msw");
    const response = await getResponse(api.handlers, new Request(`http://mock.test/v1${path}`, { method, headers: { apikey: key } }));
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    return response;
  };
  return { api, state, account, call, restrictedToken };
}

describe("invoices", () => {
  it("lists final invoices only, newest first: the month in progress is in the account's running totals and its usage", async () => {
    const { account, call, state } = setup();
    const company = account("Acme OÜ");
    const list = (await (await call(`/payment/invoice/list?billing_account_id=${company.id}`)).json()) as InvoiceBody[];
    expect(state.invoices.some((i) => i.billing_account_id === company.id && i.status === 0)).toBe(true);
    expect(list.map((i) => i.status)).toEqual([5, 10]);
    const detail = (await (await call(`/payment/billing_account?billing_account_id=${company.id}`)).json()) as { running_totals: { subtotal: number } };
    const usage = (await (await call(`/charging/usage?billing_account_id=${company.id}`)).json()) as { cost: number }[];
    expect(detail.running_totals.subtotal).toBeCloseTo(usage.reduce((sum, line) => sum + line.cost, 0), 2);
  });

  it("pays an unpaid invoice with the primary card and refuses a paid one", async () => {
    const { account, call, state } = setup();
    const unpaid = state.invoices.find((i) => i.billing_account_id === account("Acme OÜ").id && i.status === 5);
    expect((await call(`/payment/pay_invoice?invoice_id=${unpaid?.id}`, { method: "POST" })).status).toBe(200);
    expect(unpaid?.status).toBe(10);
    expect(unpaid?.transaction_list).toHaveLength(1);
    const again = await call(`/payment/pay_invoice?invoice_id=${unpaid?.id}`, { method: "POST" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ errors: { Error: "Invoice is already paid." } });
  });

  it("serves an invoice as a PDF document", async () => {
    const { state, call } = setup();
    const response = await call(`/payment/invoice/pdf?invoice_id=${state.invoices[0]?.id}`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await response.text()).toMatch(/^%PDF-/);
  });
});

describe("a restricted API token sees only its own account's billing", () => {
  it("lists invoices, credit and usage of its account only and refuses another account's", async () => {
    const { account, call, restrictedToken } = setup();
    const own = account("Acme OÜ");
    const other = account("Personal");
    const invoices = (await (await call("/payment/invoice/list", { key: restrictedToken })).json()) as InvoiceBody[];
    expect(new Set(invoices.map((i) => i.billing_account_id))).toEqual(new Set([own.id]));
    const credits = (await (await call("/payment/credit/list", { key: restrictedToken })).json()) as { billing_account_id: number }[];
    expect(credits.every((c) => c.billing_account_id === own.id)).toBe(true);
    for (const path of [
      `/payment/invoice/list?billing_account_id=${other.id}`,
      `/payment/credit/list?billing_account_id=${other.id}`,
      `/charging/usage?billing_account_id=${other.id}`,
    ]) {
      expect((await call(path, { key: restrictedToken })).status, path).toBe(403);
    }
    expect((await call(`/charging/usage?billing_account_id=${own.id}`, { key: restrictedToken })).status).toBe(200);
  });

  it("may neither download nor pay another account's invoice, nor activate a campaign on it", async () => {
    const { account, call, restrictedToken, state } = setup();
    const theirs = state.invoices.find((i) => i.billing_account_id === account("Personal").id);
    expect((await call(`/payment/invoice/pdf?invoice_id=${theirs?.id}`, { key: restrictedToken })).status).toBe(403);
    expect((await call(`/payment/pay_invoice?invoice_id=${theirs?.id}`, { method: "POST", key: restrictedToken })).status).toBe(403);
    const campaign = await call(`/payment/billing_account/${account("Personal").id}/campaign_activate/WELCOME10`, { method: "POST", key: restrictedToken });
    expect(campaign.status).toBe(403);
  });
});

describe("campaign codes", () => {
  it("adds a sign-up campaign promotion for a known code and answers 'Invalid campaign.' otherwise", async () => {
    const { account, call } = setup();
    const personal = account("Personal");
    const bad = await call(`/payment/billing_account/${personal.id}/campaign_activate/NOPE`, { method: "POST" });
    expect(bad.status).toBe(500);
    expect(await bad.json()).toEqual({ errors: { Error: "Invalid campaign." } });
    expect((await call(`/payment/billing_account/${personal.id}/campaign_activate/welcome10`, { method: "POST" })).status).toBe(200);
    expect(personal.eligible_promotions).toContainEqual({ credit_type: "signup_campaign", amount: 10, top_up_requirement: 10, top_up_done: 0 });
  });
});
