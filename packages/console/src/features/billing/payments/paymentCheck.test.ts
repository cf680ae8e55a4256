import { describe, expect, it } from "vitest";
import { cardCheckOutcome, FIRST_CHECK_DELAY_MS, LONGEST_CHECK_DELAY_MS, linkOutcome, nextCheckDelay, paymentInstructions } from "./paymentCheck";

describe("how often an open payment is checked again", () => {
  it.each([
    [0, FIRST_CHECK_DELAY_MS],
    [1, 3_000],
    [2, 6_000],
    [3, 12_000],
    [4, 24_000],
    [5, 48_000],
    [6, LONGEST_CHECK_DELAY_MS],
    [500, 60_000],
  ])("after %i checks, waits %i ms", (checks, delay) => {
    expect(nextCheckDelay(checks)).toBe(delay);
  });
});

describe("a link payment's state", () => {
  it.each([
    ["process_result says it succeeded", { success: true }, undefined, "succeeded"],
    ["the processor's data is still being read", { success: false }, undefined, undefined],
    ["the virtual account is still open", { success: false }, { status: "pending" }, "pending"],
    ["the processor says it is processing", { success: false }, { status: "PROCESSING" }, "pending"],
    ["the processor's data already says paid: open until process_result agrees", { success: false }, { status: "succeeded" }, "pending"],
    ["the processor declined it", { success: false }, { status: "failed" }, "failed"],
    ["the processor keeps nothing about it", { success: false }, {}, "failed"],
  ] as const)("%s: %s", (_case, result, data, outcome) => {
    expect(linkOutcome(result, data)).toBe(outcome);
  });
});

describe("a card's 3-D Secure check", () => {
  it.each([
    [{ status: "succeeded" }, "succeeded"],
    [{ status: "pending" }, "pending"],
    [{ status: "requires_action" }, "pending"],
    [{ status: "failed" }, "failed"],
    [{}, "failed"],
  ] as const)("%j is %s", (data, outcome) => {
    expect(cardCheckOutcome(data)).toBe(outcome);
  });
});

describe("how to pay an open payment, from the processor's data", () => {
  it("reads the method, the number to pay to, the amount and the deadline", () => {
    expect(paymentInstructions({ method_name: "BCA Virtual Account", pay_code: "8808123", amount: 40, expires_at: "2026-01-16T12:00:00.000Z" })).toEqual({
      method: "BCA Virtual Account",
      payCode: "8808123",
      amount: 40,
      expiresAt: "2026-01-16T12:00:00.000Z",
    });
  });

  it("takes the other names processors give them", () => {
    expect(paymentInstructions({ bank: "Mandiri", va_number: 889912345, amount: "25.5", expiry_date: "2026-01-16T12:00:00Z" })).toEqual({
      method: "Mandiri",
      payCode: "889912345",
      amount: 25.5,
      expiresAt: "2026-01-16T12:00:00Z",
    });
  });

  it("leaves out what is missing or unreadable", () => {
    expect(paymentInstructions({ pay_code: " ", amount: "n/a", expires_at: "tomorrow" })).toEqual({});
  });
});
