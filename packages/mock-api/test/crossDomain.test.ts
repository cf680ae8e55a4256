import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

interface Account {
  id: number;
  title: string;
  credit_amount: number;
  restriction_level: string;
  running_totals: { credit_available: number; total: number };
}
interface Ip {
  address: string;
  assigned_to: string | null;
  assigned_to_private_ip: string | null;
}
interface Vm {
  uuid: string;
  private_ipv4: string;
  billing_account: number;
}
type ErrorBody = { errors: { Error: string } };

describe("effects across domains", () => {
  const api = useTestServer({ preset: "demo" });
  const json = async <T>(path: string, init?: Parameters<typeof api.call>[1]) => (await (await api.call(path, init)).json()) as T;

  it("shows an assigned floating IP on both the IP and the VM's filter", async () => {
    const vms = await json<Vm[]>("/tll/user-resource/vm/list");
    const vm = vms.find((v) => v.private_ipv4) ?? vms[0];
    if (!vm) throw new Error("the demo preset should have VMs in tll");
    const spare = (await json<(Ip & { name: string })[]>("/tll/network/ip_addresses")).find((i) => !i.assigned_to);
    if (!spare) throw new Error("the demo preset should have a spare IP in tll");
    const assigned = await json<Ip>(`/tll/network/ip_addresses/${spare.address}/assign`, { method: "POST", json: { vm_uuid: vm.uuid } });
    expect(assigned).toMatchObject({ assigned_to: vm.uuid, assigned_to_private_ip: vm.private_ipv4 });
    const forVm = await json<Ip[]>(`/tll/network/ip_addresses?vm_uuid=${vm.uuid}`);
    expect(forVm.map((i) => i.address)).toContain(spare.address);
    const unassigned = await json<Ip>(`/tll/network/ip_addresses/${spare.address}/unassign`, { method: "POST" });
    expect(unassigned.assigned_to).toBeNull();
  });

  it("refuses to delete a network that still has VMs", async () => {
    const networks = await json<{ uuid: string; vm_uuids: string[]; is_default: boolean }[]>("/tll/network/networks");
    const busy = networks.find((n) => n.vm_uuids.length > 0);
    if (!busy) throw new Error("the demo preset should have a network with VMs");
    const response = await api.call(`/tll/network/network/${busy.uuid}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).errors.Error).toBeTruthy();
    expect(response.headers.get("x-correlation-id")).toMatch(/^mock-api-/);
  });

  it("deletes an empty, non-default network", async () => {
    const created = await json<{ uuid: string }>("/tll/network/network?name=scratch", { method: "POST" });
    expect((await api.call(`/tll/network/network/${created.uuid}`, { method: "DELETE" })).status).toBe(200);
  });

  it("lets a restricted API token see only its billing account's resources", async () => {
    const accounts = await json<Account[]>("/payment/billing_account/list");
    const target = accounts[1];
    if (!target) throw new Error("the demo preset should have several billing accounts");
    const tokens = await json<{ token: string; restricted: boolean; billing_account_id: number }[]>("/user-resource/token", {
      method: "POST",
      form: { description: "restricted test", restricted: "true", billing_account_id: target.id },
    });
    const token = tokens.find((t) => t.restricted && t.billing_account_id === target.id && t.token);
    if (!token) throw new Error("the new token should be in the list");
    const asToken = { headers: { apikey: token.token } };
    const seen = await json<Account[]>("/payment/billing_account/list", asToken);
    expect(seen.map((a) => a.id)).toEqual([target.id]);
    const vms = await json<Vm[]>("/tll/user-resource/vm/list", asToken);
    expect(vms.every((v) => v.billing_account === target.id)).toBe(true);
    const other = accounts.find((a) => a.id !== target.id);
    const refused = await api.call(`/charging/usage?billing_account_id=${other?.id}`, asToken);
    expect(refused.status).toBe(403);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(["consumer::resource_forbidden"]);
  });

  it("creates on the token's own billing account when none is given", async () => {
    const tokens = await json<{ token: string; restricted: boolean; billing_account_id: number }[]>("/user-resource/token/list");
    const restricted = tokens.find((t) => t.restricted);
    if (!restricted) throw new Error("expected a restricted token");
    const bucket = await json<{ billing_account_id: number }>("/storage/bucket", {
      method: "PUT",
      form: { name: "token-made-bucket" },
      headers: { apikey: restricted.token },
    });
    expect(bucket.billing_account_id).toBe(restricted.billing_account_id);
  });

  it("raises credit on a top-up and refuses one under the minimum", async () => {
    const [account] = await json<Account[]>("/payment/billing_account/list");
    if (!account) throw new Error("expected an account");
    const cards = await json<{ id: number; is_verified: boolean }[]>(`/payment/card/list?billing_account_id=${account.id}`);
    const card = cards.find((c) => c.is_verified);
    if (!card) throw new Error("expected a verified card");
    const low = await api.call(`/payment/credit/buy?billing_account_id=${account.id}&payment_object_id=${card.id}&amount=1`, { method: "POST" });
    expect(low.status).toBe(400);
    const ok = await api.call(`/payment/credit/buy?billing_account_id=${account.id}&payment_object_id=${card.id}&amount=20`, { method: "POST" });
    // The charge's id comes back for the posthook that confirms it.
    expect(await ok.json()).toEqual({ success: true, charge_id: expect.stringMatching(/^ch_/) });
    const after = (await json<Account[]>("/payment/billing_account/list")).find((a) => a.id === account.id);
    expect(after?.credit_amount).toBeCloseTo(account.credit_amount + 20);
    const history = await json<{ amount: number }[]>(`/payment/credit/list?billing_account_id=${account.id}`);
    expect(history[0]?.amount).toBe(20);
  });

  it("pays an unpaid invoice: status 5 becomes 10", async () => {
    const invoices = await json<{ id: number; status: number; billing_account_id: number }[]>("/payment/invoice/list");
    const unpaid = invoices.find((i) => i.status === 5);
    if (!unpaid) throw new Error("the demo preset should have an unpaid invoice");
    expect(await (await api.call(`/payment/pay_invoice?invoice_id=${unpaid.id}`, { method: "POST" })).json()).toEqual({ success: true });
    const after = await json<{ id: number; status: number }[]>("/payment/invoice/list");
    expect(after.find((i) => i.id === unpaid.id)?.status).toBe(10);
  });

  it("turns this month's invoice from in progress (0) to unpaid (5) when the month ends", async () => {
    // The list holds final invoices only: this month's shows once the month ends, unpaid.
    const kept = api.server.store.state.invoices.find((i) => i.status === 0);
    if (!kept) throw new Error("the demo preset should have an invoice in progress");
    expect((await json<{ id: number }[]>("/payment/invoice/list")).some((i) => i.id === kept.id)).toBe(false);
    api.clock.set(kept.period_end * 1000);
    const after = await json<{ id: number; status: number }[]>("/payment/invoice/list");
    expect(after.find((i) => i.id === kept.id)?.status).toBe(5);
  });

  it("gives the first billing account of a new user the first-account credit", async () => {
    // A fresh account on this (non-empty) store is not the first: it is limited and gets no credit.
    const created = await json<Account>("/payment/billing_account", {
      method: "POST",
      form: { title: "Another", email: "a@example.com", customer_phone: "+372555", country: "EE" },
    });
    expect(created.restriction_level).toBe("LIMITED");
    expect(created.credit_amount).toBe(0);
  });
});

describe("a new sign-up (empty preset)", () => {
  const api = useTestServer({ preset: "empty" });

  it("starts with no billing accounts or VMs", async () => {
    expect(await (await api.call("/payment/billing_account/list")).json()).toEqual([]);
    expect(await (await api.call("/tll/user-resource/vm/list")).json()).toEqual([]);
  });

  it("requires the configured billing fields", async () => {
    const response = await api.call("/payment/billing_account", { method: "POST", form: { title: "Me", email: "me@example.com" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.Error).toBe("customer_phone is required.");
  });

  it("credits the first billing account with firstAccountCredit (22)", async () => {
    const response = await api.call("/payment/billing_account", {
      method: "POST",
      form: { title: "Me", email: "me@example.com", customer_phone: "+3725550000", country: "ee" },
    });
    expect(await response.json()).toMatchObject({ credit_amount: 22, is_default: true, country: "EE", restriction_level: "CLEAR" });
  });
});

describe("automatic top-up", () => {
  const api = useTestServer({ preset: "demo" });

  it("charges the primary card when the balance is under the threshold", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number; credit_amount: number; running_totals: { ongoing: number } }[];
    if (!account) throw new Error("expected an account");
    const threshold = account.running_totals.ongoing + 100;
    const response = await api.call(`/payment/billing_account/${account.id}/recurring_payment`, {
      method: "PUT",
      form: { is_recurring_payment_enabled: "true", recurring_payment_amount: 150, recurring_payment_threshold: threshold },
    });
    const result = (await response.json()) as { payment_report: { triggered: boolean }; account: { credit_amount: number } };
    expect(result.payment_report.triggered).toBe(true);
    expect(result.account.credit_amount).toBeCloseTo(account.credit_amount + 150);
    const history = (await (await api.call(`/payment/credit/list?billing_account_id=${account.id}`)).json()) as { description: string }[];
    expect(history[0]?.description).toBe("Automatic top-up");
  });
});

describe("prepaid credit and usage", () => {
  const api = useTestServer({ preset: "demo" });

  it("lowers the available credit as running VMs accrue usage", async () => {
    const read = async () => ((await (await api.call("/payment/billing_account/list")).json()) as { running_totals: { credit_available: number; total: number } }[])[0];
    const before = await read();
    api.clock.advance(24 * 3600 * 1000);
    const after = await read();
    expect(after?.running_totals.total).toBeGreaterThan(before?.running_totals.total ?? 0);
    expect(after?.running_totals.credit_available).toBeLessThan(before?.running_totals.credit_available ?? 0);
  });
});
