import { describe, expect, it } from "vitest";
import { omiseRecords, type OmiseTokenCard } from "../src/handlers/billing/omiseAnswers.js";
import { cardProcessor, CONSOLE, processorSite } from "./processorSite.js";

// A site whose cards are Omise's: what the mock answers in the platform's place for Omise's processor. The test plays
// Omise as the e2e double does: its vault records each token's card, its bank page decides a charge's 3-D Secure.

const omiseProcessor = (use3ds: boolean) => cardProcessor("omise_creditcard", { public_key: "pkey_test_mockOmiseSite", verification_amount: 20, use_3ds_verification: use3ds });

const CARD: OmiseTokenCard = { brand: "Visa", last_digits: "4242", expiration_month: 8, expiration_year: 2039, name: "Somchai Prasert" };

/** A mock API whose site takes cards with Omise, 3-D Secure on charges or not. */
function omiseSite(use3ds: boolean) {
  const { started, send, call, account } = processorSite({ siteCountry: "TH", siteCurrency: "THB", paymentProcessors: [omiseProcessor(use3ds)] });
  let tokens = 0;
  /** Omise's vault makes a token for `card`, as Omise.js's form does when the customer sends it. */
  const token = (card: OmiseTokenCard = CARD) => {
    tokens += 1;
    const id = `tokn_test_${String(tokens).padStart(19, "0")}`;
    omiseRecords(started().store).recordToken(id, card);
    return id;
  };
  const omise = () => omiseRecords(started().store);
  return { send, call, account, token, omise };
}

describe("a site whose Omise processor asks for 3-D Secure", () => {
  const api = omiseSite(true);

  it("saves a card from the card of Omise's token, under the id Omise gives it", async () => {
    const account = await api.account();
    const added = await api.call<{ identifier: string; is_verified: boolean; additional_data: string }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    expect(added).toMatchObject({ identifier: expect.stringMatching(/^card_test_[0-9a-f]+$/), is_verified: false });
    expect(JSON.parse(added.additional_data)).toEqual({ type: "creditcard", card_type: "Visa", card_holder: "Somchai Prasert", last4: "4242", expire_month: "08", expire_year: "2039" });
  });

  it.each([
    { last_digits: "0011", message: "insufficient funds in the account or the card has reached the credit limit" },
    { last_digits: "0014", message: "payment is rejected by issuer" },
  ])("refuses a card Omise declines (…$last_digits) in Omise's words and saves nothing", async ({ last_digits, message }) => {
    const account = await api.account();
    const before = await api.call<unknown[]>(`/payment/card/list?billing_account_id=${account.id}`);
    const refused = await api.send<{ errors: Record<string, string> }>("/payment/card", { billing_account_id: account.id, token: api.token({ ...CARD, last_digits }) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
    expect(await api.call<unknown[]>(`/payment/card/list?billing_account_id=${account.id}`)).toHaveLength(before.length);
  });

  it("refuses a token Omise does not know, and a token used twice", async () => {
    const account = await api.account();
    expect((await api.send("/payment/card", { billing_account_id: account.id, token: "tokn_test_neverMadeByOmise" })).status).toBe(400);
    const once = api.token();
    expect((await api.send("/payment/card", { billing_account_id: account.id, token: once })).status).toBe(200);
    expect((await api.send("/payment/card", { billing_account_id: account.id, token: once })).status).toBe(400);
  });

  it.each([
    { passed: true, status: "succeeded", verified: true },
    { passed: false, status: "failed", verified: false },
  ])("sends a new card's verification to the bank's page, and the return's check reads how it ended ($status)", async ({ passed, status, verified }) => {
    const account = await api.account();
    const added = await api.call<{ id: number }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    const verify = await api.call<{ redirect_url: string; is_verified: boolean }>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    expect(verify.redirect_url).toMatch(/^https:\/\/api\.omise\.co\/payments\/paym_test_[0-9a-f]+\/authorize$/);
    const charge = api.omise().chargeAt(verify.redirect_url);
    expect(charge).toMatchObject({ kind: "card_verification", amount: 20, status: "pending" });
    const identifier = charge?.id ?? "";
    const persistent = (id = identifier) => api.call<{ data: Record<string, unknown> }>(`/payment/persistent_data?billing_account_id=${account.id}&identifier=${id}`);
    expect((await persistent()).data).toMatchObject({ status: "pending" });

    // The bank's answer sends the customer back to the console's return page, naming the charge.
    expect(api.omise().authorize(verify.redirect_url, passed)).toBe(`${CONSOLE}/payment_return?identifier=${identifier}&billing_account_id=${account.id}`);
    expect((await persistent()).data).toMatchObject({ status, charge_id: identifier });
    const cards = await api.call<{ id: number; is_verified: boolean; is_verification_pending: boolean }[]>(`/payment/card/list?billing_account_id=${account.id}`);
    expect(cards.find((card) => card.id === added.id)).toMatchObject({ is_verified: verified, is_verification_pending: false });
  });

  /** A card added and verified as the console does: its verification passed at the bank's page, then checked on return. */
  async function verifiedCard(accountId: number) {
    const added = await api.call<{ id: number }>("/payment/card", { billing_account_id: accountId, token: api.token() });
    const verify = await api.call<{ redirect_url: string }>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    api.omise().authorize(verify.redirect_url, true);
    await api.call(`/payment/persistent_data?billing_account_id=${accountId}&identifier=${api.omise().chargeAt(verify.redirect_url)?.id ?? ""}`);
    return added;
  }

  it("answers a top-up with the bank's page, and credits the charge once when posthook names it after the bank confirmed", async () => {
    const before = await api.account();
    const added = await verifiedCard(before.id);

    const bought = await api.call<{ success: boolean; charge_id: string; redirect_url: string }>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=40&on_session=true`, {});
    expect(bought).toMatchObject({ success: false, charge_id: expect.stringMatching(/^chrg_test_[0-9a-f]+$/), redirect_url: expect.stringMatching(/^https:\/\/api\.omise\.co\//) });
    const posthook = { billing_account_id: before.id, charge_id: bought.charge_id, payment_object_id: added.id };
    // A charge the bank has not confirmed credits nothing.
    await api.call("/payment/credit/buy/posthook", posthook);
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);

    // Back on the return page of the site that asked (its Origin), the charge completed once however often.
    expect(api.omise().authorize(bought.redirect_url, true)).toBe(`https://console.test/app/payment_return?identifier=${bought.charge_id}&billing_account_id=${before.id}`);
    expect(await api.call("/payment/credit/buy/posthook", posthook)).toEqual({ success: true });
    expect(await api.call("/payment/credit/buy/posthook", posthook)).toEqual({ success: true });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 40);
  });

  it("credits nothing for a top-up the bank refused", async () => {
    const before = await api.account();
    const added = await verifiedCard(before.id);
    const bought = await api.call<{ charge_id: string; redirect_url: string }>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=25`, {});
    api.omise().authorize(bought.redirect_url, false);
    await api.call("/payment/credit/buy/posthook", { billing_account_id: before.id, charge_id: bought.charge_id, payment_object_id: added.id });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);
  });
});

describe("a site whose Omise processor does not ask for 3-D Secure", () => {
  const api = omiseSite(false);

  it("verifies a new card and charges a saved card at once, sending the customer nowhere", async () => {
    const before = await api.account();
    const added = await api.call<{ id: number }>("/payment/card", { billing_account_id: before.id, token: api.token() });
    const verify = await api.call<{ is_verified: boolean; redirect_url?: string }>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    expect(verify).toMatchObject({ is_verified: true });
    expect(verify.redirect_url).toBeUndefined();
    const bought = await api.call<Record<string, unknown>>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=30`, {});
    expect(bought).toEqual({ success: true, charge_id: expect.any(String) });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 30);
  });
});
