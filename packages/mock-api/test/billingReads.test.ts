import { describe, expect, it } from "vitest";
import type { BillingAccount, BillingAccountCard, Invoice, InvoicePaymentResult, PricingPolicy, VirtualMachine } from "@cloudconsole/sdk";
import { priceList } from "../src/config/catalog.js";
import type { StoredBillingAccount } from "../src/store/entities.js";
import { useTestServer } from "./helpers.js";

const ERR = (body: unknown) => (body as { errors: { Error?: string } }).errors.Error;

describe("billing reads and invoice payments as the published API's clients use them, over HTTP", () => {
  const api = useTestServer({ preset: "demo" });
  const state = () => api.server.store.state;
  const fresh = () => {
    api.server.store.reset();
    const account = (title: string) => state().billingAccounts.find((a) => a.title === title) as StoredBillingAccount;
    return { company: account("Acme OÜ"), personal: state().billingAccounts.find((a) => a.is_default) as StoredBillingAccount };
  };
  const json = async <T,>(path: string, init?: Parameters<typeof api.call>[1]) => {
    const response = await api.call(path, init);
    return { status: response.status, body: (await response.json()) as T };
  };
  const unpaid = async (id: number) => (await json<{ message: number }>(`/payment/billing_account/unpaid_amount?billing_account_id=${id}`)).body.message;
  const setCredit = async (account: StoredBillingAccount, available: number) => {
    const shown = (await json<BillingAccount>(`/payment/billing_account?billing_account_id=${account.id}`)).body;
    account.credit_amount = Math.round((account.credit_amount + available - (shown.running_totals?.credit_available ?? 0)) * 100) / 100;
    api.server.store.changed();
  };

  it("reads one account, card and invoice as the lists show them", async () => {
    const { company } = fresh();
    const accounts = (await json<BillingAccount[]>("/payment/billing_account/list")).body;
    const detail = await json<BillingAccount>(`/payment/billing_account?billing_account_id=${company.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(accounts.find((a) => a.id === company.id));
    expect(detail.body.precalc_ongoing).toEqual(expect.any(Number));

    const [card] = (await json<BillingAccountCard[]>(`/payment/card/list?billing_account_id=${company.id}`)).body;
    expect((await json<BillingAccountCard>(`/payment/card?payment_object_id=${card?.id}`)).body).toEqual(card);

    const kept = (await json<Invoice[]>(`/payment/invoice/list?billing_account_id=${company.id}`)).body;
    const invoice = await json<Invoice>(`/payment/invoice?invoice_id=${kept[0]?.id}`);
    expect(invoice.body).toEqual(kept[0]);
    expect(JSON.parse(invoice.body.account_snapshot ?? "null")).toMatchObject({ id: company.id, title: company.title, email: company.email });
  });

  it("refuses a restricted token another account's detail, unpaid amount and cards", async () => {
    const { personal } = fresh();
    const restricted = state().tokens.find((t) => t.restricted && t.billing_account_id !== personal.id)?.token ?? "";
    const card = state().cards.find((c) => c.billing_account_id === personal.id);
    for (const path of [`/payment/billing_account?billing_account_id=${personal.id}`, `/payment/billing_account/unpaid_amount?billing_account_id=${personal.id}`, `/payment/card?payment_object_id=${card?.id}`]) {
      expect((await api.call(path, { headers: { apikey: restricted } })).status, path).toBe(403);
    }
  });

  it("answers the unpaid amount as the account's unpaid invoices add up, and pay_all pays them from credit, oldest first", async () => {
    const { company } = fresh();
    const owed = state().invoices.filter((i) => i.billing_account_id === company.id && i.status === 5);
    expect(owed.length).toBeGreaterThan(0);
    const total = Math.round(owed.reduce((sum, i) => sum + i.totals.total, 0) * 100) / 100;
    expect(await unpaid(company.id)).toBe(total);
    expect((await json<BillingAccount>(`/payment/billing_account?billing_account_id=${company.id}`)).body.unpaid_amount).toBe(total);

    await setCredit(company, total + 10);
    const paid = await json<InvoicePaymentResult>("/payment/pay_all", { method: "POST", form: { billing_account_id: company.id } });
    expect(paid.body).toMatchObject({ success: true, amount_used: total, paid_invoices: owed.map((i) => i.id) });
    expect(await unpaid(company.id)).toBe(0);
    for (const invoice of owed) expect((await json<Invoice>(`/payment/invoice?invoice_id=${invoice.id}`)).body.status).toBe(10);
    const shown = (await json<BillingAccount>(`/payment/billing_account?billing_account_id=${company.id}`)).body;
    expect(shown.running_totals?.credit_available).toBeCloseTo(10, 2);
  });

  it("pays nothing without credit and says to top up", async () => {
    const { company } = fresh();
    const before = await unpaid(company.id);
    await setCredit(company, 0);
    const paid = await json<InvoicePaymentResult>("/payment/pay_all", { method: "POST", form: { billing_account_id: company.id } });
    expect(paid.body).toMatchObject({ amount_used: 0, paid_invoices: [], message: "The account has no credit to pay its unpaid invoices with: top up first." });
    expect(await unpaid(company.id)).toBe(before);
  });

  it("pay_amount pays part of the oldest unpaid invoice, which stays unpaid for the rest, and refuses more than the credit", async () => {
    const { company } = fresh();
    const before = await unpaid(company.id);
    await setCredit(company, 20);
    const tooMuch = await json<unknown>("/payment/pay_amount", { method: "POST", form: { billing_account_id: company.id, amount: 25 } });
    expect(tooMuch.status).toBe(400);
    expect(ERR(tooMuch.body)).toBe("The account's credit is 20.00, less than the amount: top up first or pay less.");
    const paid = await json<InvoicePaymentResult>("/payment/pay_amount", { method: "POST", form: { billing_account_id: company.id, amount: 10 } });
    expect(paid.body).toMatchObject({ success: true, amount_used: 10, amount_left: 0 });
    expect(await unpaid(company.id)).toBe(Math.round((before - 10) * 100) / 100);
    const invoice = (await json<Invoice>(`/payment/invoice?invoice_id=${paid.body.paid_invoices[0]}`)).body;
    expect(invoice.status).toBe(5);
    expect(invoice.transaction_list?.at(-1)).toMatchObject({ amount: 10, is_success: true });
  });

  it("request_invoice adds an unpaid credit top-up invoice for the amount, which credit does not pay", async () => {
    const { company } = fresh();
    const before = await unpaid(company.id);
    expect((await json<unknown>("/payment/credit/request_invoice", { method: "POST", form: { billing_account_id: company.id, amount: "100.00" } })).body).toEqual({ success: true });
    const requested = (await json<Invoice[]>(`/payment/invoice/list?billing_account_id=${company.id}`)).body.find((i) => i.type === "credit_topup");
    expect(requested).toMatchObject({ status: 5, totals: { total: 100 } });
    expect(await unpaid(company.id)).toBe(Math.round((before + 100) * 100) / 100);
    await setCredit(company, 1000);
    await api.call("/payment/pay_all", { method: "POST", form: { billing_account_id: company.id } });
    expect(await unpaid(company.id)).toBe(100);
  });

  it("lists the VMs a billing account pays for in a location, and refuses a resource type it does not know", async () => {
    const { company } = fresh();
    const location = state().locations.find((l) => l.is_default)?.slug ?? "";
    const listed = (await json<VirtualMachine[]>(`/${location}/user-resource/billing_resources?id=${company.id}&resource_type=vm`)).body;
    const expected = state().vms.filter((vm) => vm.location === location && vm.billing_account === company.id && vm.status !== "deleted");
    expect(listed.map((vm) => vm.uuid).sort()).toEqual(expected.map((vm) => vm.uuid).sort());
    expect(listed.every((vm) => vm.billing_account === company.id)).toBe(true);
    const refused = await json<unknown>(`/${location}/user-resource/billing_resources?id=${company.id}&resource_type=bucket`);
    expect(refused.status).toBe(400);
    expect(ERR(refused.body)).toBe("resource_type must be one of vm.");
  });

  it("describes every price of the default location as a policy, and says whether campaigns are active", async () => {
    fresh();
    const { policy } = (await json<PricingPolicy>("/pricing/policy")).body;
    const location = state().locations.find((l) => l.is_default)?.slug ?? "";
    expect(policy.map((p) => p.price)).toEqual(priceList([location]).map((p) => p.price_per_unit));
    expect(new Set(policy.map((p) => p.policyId)).size).toBe(policy.length);
    expect(policy.find((p) => p.resourceType === "CPU")).toMatchObject({ numCpus: 1 });
    expect(policy.find((p) => p.serviceNameInUptime === "windows")).toMatchObject({ resourceType: "LICENSE" });
    expect((await json<unknown>("/payment/has_active_campaigns")).body).toEqual({ success: true });
  });
});
