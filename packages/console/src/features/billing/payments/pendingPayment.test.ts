import { afterEach, describe, expect, it } from "vitest";
import { clearSession } from "../../../session/sessionStore";
import { claimPendingPayment, readPendingPayment, savePendingPayment } from "./pendingPayment";

afterEach(() => sessionStorage.clear());

describe("the payment in progress", () => {
  it("survives the redirect to the processor and back (session storage)", () => {
    savePendingPayment({ kind: "link", billingAccountId: 7, amount: 20 });
    expect(readPendingPayment()).toEqual({ kind: "link", billingAccountId: 7, amount: 20 });
  });

  it("is forgotten when the session ends (logging out clears the payment session id)", () => {
    savePendingPayment({ kind: "card_verification", billingAccountId: 7 });
    clearSession();
    expect(readPendingPayment()).toBeUndefined();
  });

  it("is claimed once: the first claim gets it, a second (a reload, another tab) gets nothing and reads it settled", () => {
    savePendingPayment({ kind: "card_topup", billingAccountId: 7, amount: 30, paymentObjectId: 3, chargeId: "ch_1" });
    expect(claimPendingPayment("card_topup")).toEqual({ kind: "card_topup", billingAccountId: 7, amount: 30, paymentObjectId: 3, chargeId: "ch_1" });
    expect(claimPendingPayment("card_topup")).toBeUndefined();
    expect(readPendingPayment()).toEqual({ kind: "card_topup", billingAccountId: 7, amount: 30, paymentObjectId: 3, chargeId: "ch_1", settled: true });
  });

  it("is left in place by a claim for another kind of payment", () => {
    savePendingPayment({ kind: "card_verification", billingAccountId: 7, amount: 30, paymentObjectId: 3 });
    expect(claimPendingPayment("card_topup")).toBeUndefined();
    expect(readPendingPayment()).toMatchObject({ kind: "card_verification" });
  });
});
