import { afterEach, describe, expect, it } from "vitest";
import { clearSession } from "../../../session/sessionStore";
import { readPendingPayment, savePendingPayment } from "./pendingPayment";

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
});
