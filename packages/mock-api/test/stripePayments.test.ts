import { describe, expect, it } from "vitest";
import { stripeRecords } from "../src/handlers/billing/stripeRecords.js";
import { cardProcessor, CONSOLE, processorSite } from "./processorSite.js";

// A site whose cards are Stripe's: what the mock answers in the platform's place for Stripe's processors.

const stripeProcessor = (keyword: string, use3ds: boolean) => cardProcessor(keyword, { name: keyword, public_key: "pk_test_mockStripeSite", use_3ds_verification: use3ds });

/** A mock API whose site takes cards with Stripe, 3-D Secure on charges or not. */
function stripeSite(use3ds: boolean) {
  const { started, call, callJson, account } = processorSite({
    siteCountry: "US",
    siteCurrency: "USD",
    paymentProcessors: [stripeProcessor("stripe_creditcard", use3ds), stripeProcessor("stripe_wallet", use3ds)],
  });
  /** Saves a card as the console does after Stripe.js confirmed its setup intent: add with the payment method, verify. */
  const addCard = async (accountId: number, paymentMethod: string) => {
    const added = await callJson<{ id: number; identifier: string; is_verified: boolean }>("/payment/card", { billing_account_id: accountId, token: paymentMethod });
    const verified = await call<{ id: number; is_verified: boolean; redirect_url?: string }>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    return { added, verified };
  };
  const stripe = () => stripeRecords(started().store);
  return { call, account, addCard, stripe };
}

describe("a site whose processor asks for 3-D Secure on charges (Stripe)", () => {
  const api = stripeSite(true);

  it("answers card/prehook with a SetupIntent's client secret for Stripe's card processor, and no session", async () => {
    const account = await api.account();
    const prehook = await api.call<Record<string, unknown>>("/payment/card/prehook", { billing_account_id: account.id, processor: "stripe_creditcard" });
    expect(prehook).toEqual({ client_secret: expect.stringMatching(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/) });
  });

  it("answers card/prehook for Stripe's wallet with the site's country and currency beside the client secret", async () => {
    const account = await api.account();
    const prehook = await api.call<Record<string, unknown>>("/payment/card/prehook", { billing_account_id: account.id, processor: "stripe_wallet" });
    expect(prehook).toEqual({ client_secret: expect.stringMatching(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/), country: "US", currency: "usd" });
  });

  it("saves a card under the payment method Stripe.js confirmed, verified without sending the customer anywhere", async () => {
    const account = await api.account();
    const { added, verified } = await api.addCard(account.id, "pm_1SaveMeThroughSetupIntent");
    expect(added).toMatchObject({ identifier: "pm_1SaveMeThroughSetupIntent", is_verified: false });
    expect(verified.is_verified).toBe(true);
    expect(verified.redirect_url).toBeUndefined();
  });

  it("saves the brand, last digits, expiry and holder of the PaymentMethod Stripe made, as the platform reads them from Stripe", async () => {
    const account = await api.account();
    api.stripe().recordPaymentMethod({ id: "pm_1MastercardOfStripe", card: { brand: "mastercard", last4: "4444", exp_month: 8, exp_year: 2039 }, billing_details: { name: "Ada Lovelace" } });
    const { added } = await api.addCard(account.id, "pm_1MastercardOfStripe");
    const saved = (await api.call<{ id: number; additional_data: string }[]>(`/payment/card/list?billing_account_id=${account.id}`)).find((card) => card.id === added.id);
    expect(JSON.parse(saved?.additional_data ?? "{}")).toEqual({ type: "creditcard", card_type: "mastercard", card_holder: "Ada Lovelace", last4: "4444", expire_month: "08", expire_year: "2039" });
  });

  it("answers a top-up with a PaymentIntent to confirm in the page, and credits it once when posthook names its charge", async () => {
    const before = await api.account();
    const { added } = await api.addCard(before.id, "pm_1ChargeMeWith3ds");
    const bought = await api.call<{ success: boolean; charge_id: string; client_secret: string }>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=40&on_session=true`, {});
    expect(bought).toMatchObject({ success: false, charge_id: expect.stringMatching(/^pi_[0-9a-f]+$/) });
    expect(bought.client_secret).toMatch(new RegExp(`^${bought.charge_id}_secret_[0-9a-f]+$`));
    // Nothing is credited until the customer has passed 3-D Secure and the console completes the charge.
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);

    const posthook = { billing_account_id: before.id, charge_id: bought.charge_id, payment_object_id: added.id };
    expect(await api.call("/payment/credit/buy/posthook", posthook)).toEqual({ success: true });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 40);
    // Completing the same charge again (a reload, a retry) credits nothing more.
    expect(await api.call("/payment/credit/buy/posthook", posthook)).toEqual({ success: true });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 40);
    const credits = await api.call<{ amount: number; description: string }[]>(`/payment/credit/list?billing_account_id=${before.id}`);
    expect(credits.filter((credit) => credit.amount === 40 && credit.description === "Top-up with card")).toHaveLength(1);
  });

  it("credits nothing for a posthook naming another card than the one the intent charges", async () => {
    const before = await api.account();
    const { added } = await api.addCard(before.id, "pm_1FirstCard");
    const { added: other } = await api.addCard(before.id, "pm_1SecondCard");
    const bought = await api.call<{ charge_id: string }>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=25`, {});
    await api.call("/payment/credit/buy/posthook", { billing_account_id: before.id, charge_id: bought.charge_id, payment_object_id: other.id });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);
  });
});

describe("a Stripe site whose processor does not ask for 3-D Secure on charges", () => {
  const api = stripeSite(false);

  it("charges a saved card at once, with no secret to confirm", async () => {
    const before = await api.account();
    const { added } = await api.addCard(before.id, "pm_1NoActionNeeded");
    const bought = await api.call<Record<string, unknown>>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=30`, {});
    expect(bought).toEqual({ success: true, charge_id: expect.any(String) });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 30);
  });
});
