import { describe, expect, it } from "vitest";
import { adyenStoreOf } from "../src/handlers/billing/adyenAnswers.js";
import { adyenRecords, ADYEN_TEST_ACS_URL, type AdyenCard } from "../src/handlers/billing/adyenRecords.js";
import { cardProcessor, CONSOLE, processorSite } from "./processorSite.js";

// A site whose cards are Adyen's: what the mock answers in the platform's place for Adyen's card processor. The test
// plays Adyen as the e2e double does: its secured fields record what each encrypted card number stands for, its issuer
// page decides a redirect's 3-D Secure, and Adyen Web's challenge result is built as Adyen Web builds it.

const adyenProcessor = (use3ds: boolean) => cardProcessor("adyen", { public_key: "test_MOCKADYENLUMENCLIENTKEY", use_3ds_verification: use3ds });

const CARD: AdyenCard = { brand: "visa", last4: "1111", expiryMonth: "3", expiryYear: "2030" };

/** The result Adyen Web hands to onAdditionalDetails after a 3-D Secure 2 challenge, which the console sends as charge_id. */
function challengeResult(action: { authorisationToken?: unknown }, transStatus: "Y" | "N"): string {
  return JSON.stringify({ details: { threeDSResult: btoa(JSON.stringify({ transStatus, authorisationToken: action.authorisationToken })) } });
}

/** A mock API whose site takes cards with Adyen, 3-D Secure asked or not. */
function adyenSite(use3ds: boolean) {
  const { started, send, call, account } = processorSite({ siteCountry: "FR", siteCurrency: "EUR", paymentProcessors: [adyenProcessor(use3ds)] });
  let encrypted = 0;
  /** The console adapter's token: the Card component's payment data, its fields encrypted by Adyen's secured fields. */
  const token = (holderName = "Camille Martin", card: AdyenCard = CARD) => {
    encrypted += 1;
    const number = `adyenjs_0_1_25$${String(encrypted).padStart(8, "0")}`;
    adyenRecords(started().store).recordEncryptedCard(number, card);
    return JSON.stringify({
      paymentMethod: { type: "scheme", encryptedCardNumber: number, encryptedExpiryMonth: "adyenjs_0_1_25$m", encryptedExpiryYear: "adyenjs_0_1_25$y", encryptedSecurityCode: "adyenjs_0_1_25$c", holderName, brand: card.brand },
    });
  };
  const adyen = () => adyenRecords(started().store);
  const cards = async (accountId: number) => call<{ id: number; is_verified: boolean; is_verification_pending: boolean }[]>(`/payment/card/list?billing_account_id=${accountId}`);
  /** The store of the merchant account Adyen stored a card for. */
  const merchantStoreOf = (storedPaymentMethodId: string) => adyenStoreOf(started().store, storedPaymentMethodId);
  return { send, call, account, token, adyen, cards, merchantStoreOf };
}

describe("a site whose Adyen card processor asks for 3-D Secure", () => {
  const api = adyenSite(true);

  it("names the site's country with the prehook, which Adyen Web needs to start", async () => {
    const account = await api.account();
    expect(await api.call("/payment/card/prehook", { billing_account_id: account.id, processor: "adyen" })).toMatchObject({ country: "FR" });
  });

  it("saves a card from the card component's encrypted data, under Adyen's stored payment method id, with Adyen's summary and the holder's name", async () => {
    const account = await api.account();
    const added = await api.call<{ identifier: string; is_verified: boolean; additional_data: string }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    expect(added).toMatchObject({ identifier: expect.stringMatching(/^[0-9A-F]{16}$/), is_verified: false });
    expect(JSON.parse(added.additional_data)).toEqual({ type: "creditcard", card_type: "visa", card_holder: "Camille Martin", last4: "1111", expire_month: "03", expire_year: "2030" });
  });

  it("passes the store the payment data names on to Adyen with the card, and names none where it has none", async () => {
    const account = await api.account();
    const withStore = JSON.stringify({ ...(JSON.parse(api.token()) as object), store: "AMS-01" });
    const kept = await api.call<{ identifier: string }>("/payment/card", { billing_account_id: account.id, token: withStore });
    const plain = await api.call<{ identifier: string }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    expect(api.merchantStoreOf(kept.identifier)).toBe("AMS-01");
    expect(api.merchantStoreOf(plain.identifier)).toBeUndefined();
  });

  it("saves a stored payment method Adyen already has as the same card", async () => {
    const account = await api.account();
    const first = await api.call<{ identifier: string; additional_data: string }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    const again = await api.call<{ identifier: string; additional_data: string }>("/payment/card", {
      billing_account_id: account.id,
      token: JSON.stringify({ paymentMethod: { type: "scheme", storedPaymentMethodId: first.identifier } }),
    });
    expect(again).toMatchObject({ identifier: first.identifier, additional_data: first.additional_data });
  });

  it.each([
    { holder: "DECLINED", message: "Refused" },
    { holder: "NOT_ENOUGH_BALANCE", message: "Not enough balance" },
  ])("refuses a card Adyen refuses (holder $holder) in Adyen's words and saves nothing", async ({ holder, message }) => {
    const account = await api.account();
    const before = await api.cards(account.id);
    const refused = await api.send<unknown>("/payment/card", { billing_account_id: account.id, token: api.token(holder) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
    expect(await api.cards(account.id)).toHaveLength(before.length);
  });

  it.each([
    { case: "another vendor's token", token: "tok_visa" },
    { case: "a payment method missing its security code", token: JSON.stringify({ paymentMethod: { type: "scheme", encryptedCardNumber: "x", encryptedExpiryMonth: "m", encryptedExpiryYear: "y" } }) },
    { case: "an encrypted number Adyen never made", token: JSON.stringify({ paymentMethod: { type: "scheme", encryptedCardNumber: "forged", encryptedExpiryMonth: "m", encryptedExpiryYear: "y", encryptedSecurityCode: "c" } }) },
    { case: "a stored payment method Adyen does not have", token: JSON.stringify({ paymentMethod: { type: "scheme", storedPaymentMethodId: "NOSUCHSTOREDCARD" } }) },
  ])("refuses $case and saves nothing", async ({ token }) => {
    const account = await api.account();
    const before = await api.cards(account.id);
    expect((await api.send("/payment/card", { billing_account_id: account.id, token })).status).toBe(400);
    expect(await api.cards(account.id)).toHaveLength(before.length);
  });

  it.each([
    { passed: true, status: "succeeded", verified: true },
    { passed: false, status: "failed", verified: false },
  ])("sends a new card's verification to Adyen's issuer page, and the return's check reads how it ended ($status)", async ({ passed, status, verified }) => {
    const account = await api.account();
    const added = await api.call<{ id: number }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    const verify = await api.call<{ redirect_url: string; is_verified: boolean }>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    expect(verify.redirect_url).toMatch(/^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/threeDS\/redirect\?MD=[0-9A-F]{16}$/);
    const payment = api.adyen().paymentAt(verify.redirect_url);
    expect(payment).toMatchObject({ kind: "card_verification", amount: 1, resultCode: "Pending" });
    const identifier = payment?.pspReference ?? "";
    const persistent = () => api.call<{ data: Record<string, unknown> }>(`/payment/persistent_data?billing_account_id=${account.id}&identifier=${identifier}`);
    expect((await persistent()).data).toMatchObject({ status: "pending" });

    expect(api.adyen().authorize(verify.redirect_url, passed)).toBe(`${CONSOLE}/payment_return?identifier=${identifier}&billing_account_id=${account.id}`);
    expect((await persistent()).data).toMatchObject({ status, charge_id: identifier });
    expect((await api.cards(account.id)).find((card) => card.id === added.id)).toMatchObject({ is_verified: verified, is_verification_pending: false });
  });

  it.each([
    { transStatus: "Y" as const, verified: true, answer: { status: 200, body: { is_verified: true } } },
    { transStatus: "N" as const, verified: false, answer: { status: 400, body: { errors: { Error: "3D Not Authenticated" } } } },
  ])("answers a new card's verification with Adyen's challenge for the card form, and completes it with the challenge's result as charge_id ($transStatus)", async ({ transStatus, verified, answer }) => {
    const account = await api.account();
    const added = await api.call<{ id: number }>("/payment/card", { billing_account_id: account.id, token: api.token() });
    const verify = await api.call<Pick<Bought, "charge_id" | "redirect_url" | "action">>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    expect(verify.action).toMatchObject({ type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", authorisationToken: expect.any(String) });
    expect(verify.charge_id).toBe(api.adyen().paymentAt(verify.redirect_url)?.pspReference);
    expect(await api.send("/payment/card/verify", { payment_object_id: added.id, charge_id: challengeResult(verify.action, transStatus) })).toMatchObject(answer);
    expect((await api.cards(account.id)).find((card) => card.id === added.id)).toMatchObject({ is_verified: verified, is_verification_pending: false });
    // The issuer's answer counts once: a passing result sent afterwards does not change how it ended.
    expect((await api.send("/payment/card/verify", { payment_object_id: added.id, charge_id: challengeResult(verify.action, "Y") })).status).toBe(answer.status);
  });

  /** A card added and verified as the console does: its verification passed at the issuer's page, then checked on return. */
  async function verifiedCard(accountId: number) {
    const added = await api.call<{ id: number }>("/payment/card", { billing_account_id: accountId, token: api.token() });
    const verify = await api.call<{ redirect_url: string }>("/payment/card/verify", { payment_object_id: added.id, front_base_url: CONSOLE, force_3ds: true });
    api.adyen().authorize(verify.redirect_url, true);
    await api.call(`/payment/persistent_data?billing_account_id=${accountId}&identifier=${api.adyen().paymentAt(verify.redirect_url)?.pspReference ?? ""}`);
    return added;
  }

  interface Bought {
    success: boolean;
    charge_id: string;
    redirect_url: string;
    action: { type: string; subtype: string; paymentMethodType: string; token: string; authorisationToken: string };
  }

  it("answers a top-up with Adyen's 3-D Secure 2 challenge action for Adyen Web, and the issuer's page for when no card form is on the page", async () => {
    const account = await api.account();
    const added = await verifiedCard(account.id);
    const bought = await api.call<Bought>(`/payment/credit/buy?billing_account_id=${account.id}&payment_object_id=${added.id}&amount=40&on_session=true`, {});
    expect(bought).toMatchObject({
      success: false,
      charge_id: expect.stringMatching(/^[0-9A-F]{16}$/),
      redirect_url: expect.stringMatching(/^https:\/\/checkoutshopper-test\.adyen\.com\//),
      action: { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", authorisationToken: expect.any(String) },
    });
    // The token names what Adyen Web's challenge needs: the ACS, its transaction and where its result is posted.
    expect(JSON.parse(atob(bought.action.token))).toMatchObject({
      acsURL: ADYEN_TEST_ACS_URL,
      acsTransID: expect.any(String),
      threeDSServerTransID: expect.any(String),
      messageVersion: "2.2.0",
      threeDSNotificationURL: expect.stringMatching(/^https:\/\/checkoutshopper-test\.adyen\.com\//),
    });
  });

  it("credits a top-up once when posthook sends Adyen Web's challenge result with transStatus Y", async () => {
    const before = await api.account();
    const added = await verifiedCard(before.id);
    const bought = await api.call<Bought>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=40&on_session=true`, {});
    const posthook = { billing_account_id: before.id, charge_id: challengeResult(bought.action, "Y"), payment_object_id: added.id };
    expect(await api.call("/payment/credit/buy/posthook", posthook)).toEqual({ success: true });
    expect(await api.call("/payment/credit/buy/posthook", posthook)).toEqual({ success: true });
    // Named by its reference afterwards (a reload of the return page), it is the same payment: nothing more.
    await api.call("/payment/credit/buy/posthook", { ...posthook, charge_id: bought.charge_id });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 40);
  });

  it("credits nothing for a challenge the shopper failed, even if its reference is sent later", async () => {
    const before = await api.account();
    const added = await verifiedCard(before.id);
    const bought = await api.call<Bought>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=25`, {});
    await api.call("/payment/credit/buy/posthook", { billing_account_id: before.id, charge_id: challengeResult(bought.action, "N"), payment_object_id: added.id });
    await api.call("/payment/credit/buy/posthook", { billing_account_id: before.id, charge_id: bought.charge_id, payment_object_id: added.id });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);
  });

  it("credits a top-up confirmed at the issuer's page once, by its reference, and nothing before", async () => {
    const before = await api.account();
    const added = await verifiedCard(before.id);
    const bought = await api.call<Bought>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=30`, {});
    const posthook = { billing_account_id: before.id, charge_id: bought.charge_id, payment_object_id: added.id };
    await api.call("/payment/credit/buy/posthook", posthook);
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);

    // Back on the return page of the site that asked (its Origin).
    expect(api.adyen().authorize(bought.redirect_url, true)).toBe(`https://console.test/app/payment_return?identifier=${bought.charge_id}&billing_account_id=${before.id}`);
    await api.call("/payment/credit/buy/posthook", posthook);
    await api.call("/payment/credit/buy/posthook", posthook);
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount + 30);
  });

  it("credits nothing when posthook names another card than the one charged", async () => {
    const before = await api.account();
    const added = await verifiedCard(before.id);
    const other = await verifiedCard(before.id);
    const bought = await api.call<Bought>(`/payment/credit/buy?billing_account_id=${before.id}&payment_object_id=${added.id}&amount=30`, {});
    await api.call("/payment/credit/buy/posthook", { billing_account_id: before.id, charge_id: challengeResult(bought.action, "Y"), payment_object_id: other.id });
    expect((await api.account()).credit_amount).toBeCloseTo(before.credit_amount);
  });
});

describe("a site whose Adyen card processor does not ask for 3-D Secure", () => {
  const api = adyenSite(false);

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
