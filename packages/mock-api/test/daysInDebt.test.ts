import { describe, expect, it } from "vitest";
import { negativeSince } from "../src/handlers/billingMath.js";
import { serveBillingAccount } from "../src/serializers/billing.js";
import { manualClock } from "../src/store/clock.js";
import type { StoredBillingAccount } from "../src/store/entities.js";
import { createMockStore } from "../src/store/store.js";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("when an account's credit ran out", () => {
  const setup = () => {
    const clock = manualClock(Date.UTC(2026, 0, 20, 12));
    const store = createMockStore({ preset: "demo", clock });
    store.settle();
    const account = store.state.billingAccounts.find((a) => a.title === "Acme OÜ") as StoredBillingAccount;
    const totals = () => serveBillingAccount(store.state, account, clock.now()).running_totals;
    return { clock, store, account, totals };
  };

  it("is not set while the account has credit", () => {
    const { store, account, clock, totals } = setup();
    account.credit_amount = 1_000_000;
    store.changed();
    expect(totals().ongoing_negative_since).toBeNull();
    expect(negativeSince(store.state, account, clock.now())).toBeNull();
  });

  it("is the moment this month's usage passed the credit, and stays there as the clock moves", () => {
    const { store, account, clock, totals } = setup();
    // Credit for about half of what the month's usage so far costs: it ran out some days ago.
    account.credit_amount = 0;
    store.changed();
    const spentSoFar = -totals().credit_available;
    account.credit_amount = Math.round((spentSoFar / 2) * 100) / 100;
    store.changed();
    const since = totals().ongoing_negative_since;
    expect(typeof since).toBe("number");
    const sinceMs = Number(since) * 1000;
    const monthStart = Date.UTC(2026, 0, 1);
    expect(sinceMs).toBeGreaterThan(monthStart);
    expect(sinceMs).toBeLessThan(clock.now() - DAY);
    // A minute before it, the credit still covered the usage; at it, it did not.
    const before = serveBillingAccount(store.state, account, sinceMs - 2 * 60_000).running_totals.credit_available;
    expect(before).toBeGreaterThanOrEqual(0);
    // Found to the minute: three days later it is the same moment within that.
    clock.advance(3 * DAY);
    expect(Math.abs(Number(totals().ongoing_negative_since) - Number(since))).toBeLessThanOrEqual(60);
  });

  it("counts from the month's start when the account was already short then", () => {
    const { store, account, totals } = setup();
    account.credit_amount = -50;
    store.changed();
    expect(totals().ongoing_negative_since).toBe(Date.UTC(2026, 0, 1) / 1000);
  });
});
