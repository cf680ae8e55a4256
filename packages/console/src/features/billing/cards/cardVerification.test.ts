import { afterEach, describe, expect, it } from "vitest";
import { createApiClient, type PaymentProcessor } from "@cloudconsole/sdk";
import { MOCK_API_KEY } from "@cloudconsole/mock-api";
import { setupMockApi } from "../../../testing/mockApi";
import { CardProcessorError, type AdyenAction, type CardProcessorAdapter, type NextAction, type NextActionOutcome } from "../payments/cardProcessors/types";
import { clearPendingPayment, readPendingPayment } from "../payments/pendingPayment";
import { verifyCardWithProcessor } from "./cardVerification";

const mock = setupMockApi({ configName: "default" });
const client = createApiClient({ baseUrl: "http://localhost/v1", apiKey: MOCK_API_KEY });
const ADYEN: PaymentProcessor = { type: "creditcard", name: "Card", keyword: "adyen", public_key: "test_KHYCQ6BRMZGJDJHX5GFIUIYSZASZKGXZ", use_3ds_verification: true, verification_amount: 1 };
const ISSUER_PAGE = /^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/threeDS\/redirect\?MD=[0-9A-F]{16}$/;

afterEach(() => clearPendingPayment());

/** A site whose cards are Adyen's, asking 3-D Secure, and a card of the demo account waiting for verification. */
function unverifiedAdyenCard() {
  mock.store.state.ui.paymentProcessors = [ADYEN];
  const card = mock.store.state.cards.find((c) => !c.is_primary && !c.is_deleted);
  if (!card) throw new Error("the demo preset has a second card");
  Object.assign(card, { is_verified: false, is_verification_pending: true });
  return card;
}

/** The processor's adapter with its card form on the page, ending each action as Adyen Web would for the shopper. */
function adyenInPage(end: (action: AdyenAction) => NextActionOutcome) {
  const actions: NextAction[] = [];
  const adapter: CardProcessorAdapter = {
    vendor: "Adyen",
    setupProblem: () => undefined,
    mount: () => Promise.reject(new Error("the card form was mounted before this test")),
    handleNextAction: (action) => {
      actions.push(action);
      if (!action.adyenAction) return Promise.resolve({ kind: "failed", message: "Adyen asked for nothing the console can do. Try again." });
      return Promise.resolve(end(action.adyenAction));
    },
  };
  return { inPage: { adapter, locale: "en-GB" }, actions };
}

/** Adyen Web's challenge result (base64 JSON of transStatus and the action's authorisationToken) as the charge id. */
const challengeEnded = (transStatus: "Y" | "N") => (action: AdyenAction): NextActionOutcome => ({
  kind: "succeeded",
  chargeId: JSON.stringify({ details: { threeDSResult: btoa(JSON.stringify({ transStatus, authorisationToken: action.authorisationToken })) } }),
});

describe("verifying a card whose processor confirms 3-D Secure in the page", () => {
  it("runs the processor's challenge in its card form, with the issuer's page as fallback, and completes the verification with its result", async () => {
    const card = unverifiedAdyenCard();
    const { inPage, actions } = adyenInPage(challengeEnded("Y"));
    await expect(verifyCardWithProcessor(client, card, ADYEN, inPage)).resolves.toEqual({ kind: "verified" });
    expect(actions).toEqual([{ adyenAction: expect.objectContaining({ type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme" }), redirectUrl: expect.stringMatching(ISSUER_PAGE) }]);
    expect(card).toMatchObject({ is_verified: true, is_verification_pending: false });
    expect(readPendingPayment()).toBeUndefined();
  });

  it("leaves the card unverified, in Adyen's words, when the bank refused the challenge", async () => {
    const card = unverifiedAdyenCard();
    await expect(verifyCardWithProcessor(client, card, ADYEN, adyenInPage(challengeEnded("N")).inPage)).rejects.toThrow(/3D Not Authenticated/);
    expect(card).toMatchObject({ is_verified: false, is_verification_pending: false });
  });

  it("leaves the card unverified, in the vendor's words, when the challenge ends without a result", async () => {
    const card = unverifiedAdyenCard();
    const abandoned = adyenInPage(() => ({ kind: "failed", message: "threeds2.challenge: no transStatus could be retrieved" }));
    const verifying = verifyCardWithProcessor(client, card, ADYEN, abandoned.inPage);
    await expect(verifying).rejects.toThrow(new CardProcessorError("threeds2.challenge: no transStatus could be retrieved", "card"));
    expect(card.is_verified).toBe(false);
  });

  it("goes to the page the processor's script sends it to, and keeps the verification for the return page", async () => {
    const card = unverifiedAdyenCard();
    const sent = adyenInPage(() => ({ kind: "redirect", url: "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect?MD=ELSEWHERE" }));
    await expect(verifyCardWithProcessor(client, card, ADYEN, sent.inPage)).resolves.toEqual({ kind: "redirect", url: "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect?MD=ELSEWHERE" });
    expect(readPendingPayment()).toMatchObject({ kind: "card_verification", paymentObjectId: card.id, processor: "adyen" });
  });

  it("goes to the issuer's page when no card form is on the page", async () => {
    const card = unverifiedAdyenCard();
    const outcome = await verifyCardWithProcessor(client, card, ADYEN);
    expect(outcome).toEqual({ kind: "redirect", url: expect.stringMatching(ISSUER_PAGE) });
    expect(card.is_verified).toBe(false);
    expect(readPendingPayment()).not.toHaveProperty("amount");
  });

  it("keeps the top-up a new card is verified for, for the return page to go on with", async () => {
    const card = unverifiedAdyenCard();
    await verifyCardWithProcessor(client, card, ADYEN, undefined, 42);
    expect(readPendingPayment()).toMatchObject({ kind: "card_verification", paymentObjectId: card.id, amount: 42 });
  });
});
