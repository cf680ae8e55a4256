import { describe, expect, it } from "vitest";
import { availableCredits } from "../src/handlers/billingMath.js";
import { serveBillingAccount } from "../src/serializers/billing.js";
import { BALANCE_RULES, LOW_BALANCE_NOTICE_REFERENCE } from "../src/store/balances.js";
import { manualClock } from "../src/store/clock.js";
import type { StoredBillingAccount } from "../src/store/entities.js";
import { LIFECYCLE_MS } from "../src/store/lifecycles.js";
import { createMockStore } from "../src/store/store.js";
import { useTestServer } from "./helpers.js";

const HOUR = 60 * 60 * 1000;

interface Account {
  id: number;
  title: string;
  restriction_level: string;
  credit_amount: number;
  running_totals: { credit_available: number };
}
interface Credit {
  billing_account_id: number;
  amount: number;
  reference: string;
  description: string;
}

const ERR = (r: unknown) => (r as { errors: { Error: string } }).errors.Error;

describe("balance rules over the store", () => {
  const setup = () => {
    const clock = manualClock();
    const store = createMockStore({ preset: "demo", clock });
    store.settle();
    const account = (title: string) => store.state.billingAccounts.find((a) => a.title === title) as StoredBillingAccount;
    const available = (a: StoredBillingAccount) => serveBillingAccount(store.state, a, clock.now()).running_totals.credit_available;
    const notices = (a: StoredBillingAccount) => store.state.credits.filter((c) => c.billing_account_id === a.id && c.reference === LOW_BALANCE_NOTICE_REFERENCE);
    /** Set the credit so the available credit is exactly `target`, then let the store settle. */
    const setAvailable = (a: StoredBillingAccount, target: number) => {
      a.credit_amount = Math.round((a.credit_amount + target - available(a)) * 100) / 100;
      store.changed();
      store.settle();
    };
    return { clock, store, account, available, notices, setAvailable };
  };

  it.each([
    ["default", Date.UTC(2026, 0, 1, 0, 5)],
    ["default", Date.UTC(2026, 0, 31, 23, 55)],
    ["metal", Date.UTC(2026, 0, 31, 23, 55)],
  ] as const)("keeps the %s demo's default account clear of restrictions at %d, whatever the day of the month", (configName, at) => {
    const clock = manualClock(at);
    const store = createMockStore({ preset: "demo", clock, configName });
    store.settle();
    const personal = store.state.billingAccounts.find((a) => a.is_default) as StoredBillingAccount;
    expect(personal.restriction_level).toBe("CLEAR");
    expect(serveBillingAccount(store.state, personal, clock.now()).running_totals.credit_available).toBeGreaterThan(0);
  });

  it("computes every account's available credit in one pass exactly as the served running totals do", () => {
    const { clock, store } = setup();
    clock.advance(50 * HOUR);
    const credits = availableCredits(store.state, clock.now());
    const live = store.state.billingAccounts.filter((a) => !a.is_deleted);
    expect(credits.size).toBe(live.length);
    for (const a of live) expect(credits.get(a.id)).toBe(serveBillingAccount(store.state, a, clock.now()).running_totals.credit_available);
  });

  it("records one low-balance notice per crossing while enabled, none while disabled", () => {
    const { store, account, notices, setAvailable } = setup();
    const old = account("Old project");
    old.low_balance_notice_settings = { threshold: 2, is_enabled: true };
    setAvailable(old, 3);
    expect(notices(old)).toHaveLength(0);
    setAvailable(old, 1.5);
    expect(notices(old)).toHaveLength(1);
    expect(notices(old)[0]).toMatchObject({ amount: 0, description: expect.stringContaining("Low balance notice") as unknown });
    setAvailable(old, 1);
    setAvailable(old, 0.5);
    expect(notices(old)).toHaveLength(1);
    setAvailable(old, 2.5);
    setAvailable(old, 1.9);
    expect(notices(old)).toHaveLength(2);
    setAvailable(old, 3);
    old.low_balance_notice_settings = { threshold: 2, is_enabled: false };
    setAvailable(old, 1);
    expect(notices(old)).toHaveLength(2);
    // Other accounts, whose notices are disabled in the seed, never get one.
    expect(store.state.credits.filter((c) => c.reference === LOW_BALANCE_NOTICE_REFERENCE && c.billing_account_id !== old.id)).toHaveLength(0);
  });

  it("limits a CLEAR account beyond its allowed debt, respecting allow_debt and invoice payers", () => {
    const { account, setAvailable } = setup();
    const personal = account("Personal");
    expect(personal.allow_debt).toBe(true);
    setAvailable(personal, -BALANCE_RULES.allowedDebt + 1);
    expect(personal.restriction_level).toBe("CLEAR");
    setAvailable(personal, -BALANCE_RULES.allowedDebt - 1);
    expect(personal.restriction_level).toBe("LIMITED");

    const old = account("Old project");
    expect(old.allow_debt).toBe(false);
    setAvailable(old, 0);
    expect(old.restriction_level).toBe("CLEAR");
    setAvailable(old, -0.01);
    expect(old.restriction_level).toBe("LIMITED");

    const company = account("Acme OÜ");
    expect(company.paying_by_invoice).toBe(true);
    setAvailable(company, -1000);
    expect(company.restriction_level).toBe("CLEAR");
  });

  it("limits every account beyond its debt on the metal config (no debt)", () => {
    const clock = manualClock();
    const store = createMockStore({ preset: "demo", configName: "metal", clock });
    const personal = store.state.billingAccounts.find((a) => a.title === "Personal") as StoredBillingAccount;
    expect(personal.allow_debt).toBe(false);
    store.settle();
    expect(personal.restriction_level).toBe("CLEAR");
    personal.credit_amount = 0;
    clock.advance(HOUR);
    store.settle();
    expect(personal.restriction_level).toBe("LIMITED");
  });
});

describe("balance rules over HTTP (default config, demo preset)", () => {
  const api = useTestServer({ preset: "demo" });
  const vmPath = "/tll/user-resource/vm";
  let old: Account;
  let vmUuid = "";

  const getAccount = async () => {
    const accounts = (await (await api.call("/payment/billing_account/list")).json()) as Account[];
    return accounts.find((a) => a.id === old.id) as Account;
  };
  const noticesOf = async () =>
    ((await (await api.call(`/payment/credit/list?billing_account_id=${old.id}`)).json()) as Credit[]).filter((c) => c.reference === LOW_BALANCE_NOTICE_REFERENCE);
  /** Move the clock an hour at a time until the account's available credit satisfies `until`. */
  const runUntil = async (until: (available: number) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const account = await getAccount();
      if (until(account.running_totals.credit_available)) return account;
      api.clock.advance(HOUR);
    }
    throw new Error("the balance never got there");
  };
  const createVm = (vcpu: number, ram: number) =>
    api.call(vmPath, {
      method: "POST",
      form: { name: `b-${vcpu}-${ram}`, billing_account_id: old.id, os_name: "ubuntu", os_version: "24.04", vcpu, ram, disks: 20, username: "u", password: "Secret123" },
    });
  // A link payment is credited when the customer is back from the processor (process_result).
  const topUp = async (amount: number) => {
    const started = await api.call("/payment/link/send_data", { method: "POST", form: { billing_account_id: old.id, amount, processor: "adyen", params: "{}" } });
    const { identifier } = (await started.clone().json()) as { identifier: string };
    await api.call(`/payment/link/process_result?identifier=${identifier}&billing_account_id=${old.id}`);
    return started;
  };

  it("notices a low balance once as usage on the clock brings it under the threshold", async () => {
    const accounts = (await (await api.call("/payment/billing_account/list")).json()) as Account[];
    old = accounts.find((a) => a.title === "Old project") as Account;
    expect(old).toMatchObject({ restriction_level: "CLEAR", running_totals: { credit_available: 3.2 } });
    const settings = await api.call("/payment/low_balance_notice_settings", { method: "PUT", form: { billing_account_id: old.id, threshold: 2, is_enabled: true } });
    expect(settings.status).toBe(200);
    const vm = await createVm(8, 16384);
    expect(vm.status).toBe(200);
    vmUuid = ((await vm.json()) as { uuid: string }).uuid;
    expect(await noticesOf()).toHaveLength(0);
    await runUntil((available) => available < 2);
    const notices = await noticesOf();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ amount: 0, billing_account_id: old.id });
    api.clock.advance(HOUR);
    await getAccount();
    expect(await noticesOf()).toHaveLength(1);
  });

  it("moves CLEAR -> LIMITED when the credit is exhausted (no debt allowed on this account)", async () => {
    const limited = await runUntil((available) => available < 0);
    expect(limited.restriction_level).toBe("LIMITED");
  });

  it("applies the limited account limits (1 vCPU / 2048 MB) to VM create and resize", async () => {
    const big = await createVm(2, 2048);
    expect(big.status).toBe(403);
    expect(ERR(await big.json())).toMatch(/at most 1 vCPU and 2048 MB/);
    expect((await createVm(1, 4096)).status).toBe(403);
    const small = await createVm(1, 2048);
    expect(small.status).toBe(200);
    const smallUuid = ((await small.json()) as { uuid: string }).uuid;
    api.clock.advance(LIFECYCLE_MS.vmCreate);
    expect((await api.call(`${vmPath}/stop`, { method: "POST", form: { uuid: smallUuid, force: true } })).status).toBe(200);
    const resize = await api.call(vmPath, { method: "PATCH", form: { uuid: smallUuid, vcpu: 2 } });
    expect(resize.status).toBe(403);
    expect(ERR(await resize.json())).toMatch(/limited billing account/);
    expect((await api.call(vmPath, { method: "PATCH", form: { uuid: smallUuid, ram: 1024 } })).status).toBe(200);
  });

  it("stays LIMITED after a top-up under the clear threshold, returns to CLEAR after one at or above it", async () => {
    // Stop the big VM so the balance stays put while we top up.
    expect((await api.call(`${vmPath}/stop`, { method: "POST", form: { uuid: vmUuid, force: true } })).status).toBe(200);
    const put = await api.call("/config/payment/restriction_level_clear_topup_threshold", { method: "PUT", json: { threshold: 100 } });
    expect(await put.json()).toEqual({ threshold: 100 });
    expect((await topUp(60)).status).toBe(200);
    expect((await getAccount()).restriction_level).toBe("LIMITED");
    await api.call("/config/payment/restriction_level_clear_topup_threshold", { method: "PUT", json: { threshold: 50 } });
    expect(await (await api.call("/config/payment/restriction_level_clear_topup_threshold")).json()).toEqual({ threshold: 50 });
    expect((await topUp(50)).status).toBe(200);
    const cleared = await getAccount();
    expect(cleared.restriction_level).toBe("CLEAR");
    expect(cleared.running_totals.credit_available).toBeGreaterThan(2);
    expect((await createVm(2, 4096)).status).toBe(200);
  });

  it("re-arms the low-balance notice once the balance is back over the threshold", async () => {
    expect(await noticesOf()).toHaveLength(1);
    const available = (await getAccount()).running_totals.credit_available;
    expect(available).toBeGreaterThan(2);
    // Raising the threshold over the balance is a new crossing: one more notice, and only one.
    await api.call("/payment/low_balance_notice_settings", { method: "PUT", form: { billing_account_id: old.id, threshold: Math.ceil(available) + 10, is_enabled: true } });
    await getAccount();
    await getAccount();
    expect(await noticesOf()).toHaveLength(2);
  });

  it("refuses creates on a FROZEN account until a top-up clears it", async () => {
    const account = api.server.store.state.billingAccounts.find((a) => a.id === old.id) as StoredBillingAccount;
    account.restriction_level = "FROZEN";
    const vm = await createVm(1, 1024);
    expect(vm.status).toBe(403);
    expect(ERR(await vm.json())).toMatch(/is frozen/);
    expect((await api.call("/tll/network/ip_addresses", { method: "POST", form: { billing_account_id: old.id } })).status).toBe(403);
    expect((await api.call("/storage/bucket", { method: "PUT", form: { name: "frozen-bucket", billing_account_id: old.id } })).status).toBe(403);
    expect((await topUp(500)).status).toBe(200);
    expect((await getAccount()).restriction_level).toBe("CLEAR");
    expect((await api.call("/storage/bucket", { method: "PUT", form: { name: "thawed-bucket", billing_account_id: old.id } })).status).toBe(200);
  });
});
