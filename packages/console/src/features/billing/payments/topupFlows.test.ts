import { describe, expect, it } from "vitest";
import { nextActionOf } from "./nextAction";

const CHALLENGE = { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", token: "eyJ0aHJlZURT", authorisationToken: "Ab02b4c0!BQABAgA" };
const PAGE = "https://bank.example/3ds";

describe("the next action a buy answers", () => {
  it.each([
    { case: "a Stripe intent's client secret", answer: { success: false, client_secret: "pi_3Abc_secret_def" }, action: { clientSecret: "pi_3Abc_secret_def" } },
    { case: "a client secret with the page as a fallback", answer: { success: false, client_secret: "pi_3Abc_secret_def", redirect_url: PAGE }, action: { clientSecret: "pi_3Abc_secret_def", redirectUrl: PAGE } },
    { case: "Adyen's action, kept whole", answer: { success: false, action: CHALLENGE }, action: { adyenAction: CHALLENGE } },
    { case: "Adyen's action with the page as a fallback", answer: { success: false, action: CHALLENGE, redirect_url: PAGE }, action: { adyenAction: CHALLENGE, redirectUrl: PAGE } },
    { case: "an action without its payment method (not Adyen's)", answer: { success: false, action: { type: "threeDS2" } }, action: undefined },
    { case: "an action that is text", answer: { success: false, action: JSON.stringify(CHALLENGE) }, action: undefined },
    { case: "an empty client secret", answer: { success: false, client_secret: "" }, action: undefined },
    { case: "only a page, which the flow opens itself", answer: { success: false, redirect_url: PAGE }, action: undefined },
    { case: "a paid charge", answer: { success: true, charge_id: "ch_1" }, action: undefined },
  ])("reads $case", ({ answer, action }) => {
    expect(nextActionOf(answer)).toEqual(action);
  });
});
