import { describe, expect, it } from "vitest";
import { clictopayRecords, smtWorldOf, SMT_ACS_PAGE, SMT_DECLINES, SMT_PAYMENT_PAGE, SMT_TEST_CARDS, type SmtTypedCard } from "../src/handlers/billing/clictopayRecords.js";
import { cardProcessor, CONSOLE, processorSite } from "./processorSite.js";

// A site whose cards are ClicToPay's: what the mock answers in the platform's place for SMT's hosted payment page.
// The test plays SMT as the e2e double does: the customer types a card on SMT's page, its bank answers 3-D Secure.

const HOLDER = "Amira Ben Salah";
const typed = (pan: string): SmtTypedCard => ({ pan, expiry: "08/39", cardholderName: HOLDER });

const { started, send, call, account } = processorSite({
  siteCountry: "TN",
  paymentProcessors: [cardProcessor("clictopay", { verification_amount: 1, charge_currency_conversion: { to_currency: "TND", exchange_rate: 3.4 } })],
});
const smt = () => clictopayRecords(started().store);

interface Prehook {
  redirect_url: string;
  identifier: string;
  order_id: string;
}
type Card = { id: number; identifier: string; is_verified: boolean; is_primary: boolean; additional_data: string };

const persistent = (accountId: number, identifier: string) => call<{ data: Record<string, unknown> }>(`/payment/persistent_data?billing_account_id=${accountId}&identifier=${identifier}`);
const cardsOf = (accountId: number) => call<Card[]>(`/payment/card/list?billing_account_id=${accountId}`);

/** SMT's page of a new card-keeping order for the account, as card/prehook answers it. */
async function prehook(accountId: number): Promise<Prehook> {
  return call<Prehook>("/payment/card/prehook", { billing_account_id: accountId, processor: "clictopay" });
}

/** A card kept by SMT and saved by the platform, as the return page's check leaves it. */
async function savedCard(accountId: number, pan: string): Promise<Card> {
  const order = await prehook(accountId);
  const next = smt().payOnPage(order.order_id, typed(pan)) ?? "";
  if (SMT_ACS_PAGE.test(next)) smt().answerThreeDSecure(order.order_id, true);
  await persistent(accountId, order.identifier);
  const card = (await cardsOf(accountId)).find((candidate) => (JSON.parse(candidate.additional_data) as { last4?: string }).last4 === pan.slice(-4));
  if (!card) throw new Error("the card was saved");
  return card;
}

describe("a site whose card processor is ClicToPay", () => {
  it("answers the prehook with SMT's page of an order registered to return to the console", async () => {
    const { id } = await account();
    const order = await prehook(id);
    expect(order.redirect_url).toMatch(SMT_PAYMENT_PAGE);
    expect(order.redirect_url).toContain(`mdOrder=${order.order_id}`);
    // The verification amount in millimes of dinar, at the processor's rate.
    expect(smt().order(order.order_id)).toMatchObject({ kind: "card_binding", orderStatus: 0, amount: 1, amountMinor: 3400, currency: 788 });
    expect((await persistent(id, order.identifier)).data).toMatchObject({ status: "pending" });
  });

  it("saves the card SMT kept once the customer paid on SMT's page, verified, on the first check only", async () => {
    const { id } = await account("Old project");
    const order = await prehook(id);
    expect(smt().payOnPage(order.order_id, typed(SMT_TEST_CARDS.frictionless))).toBe(`${CONSOLE}/payment_return?identifier=${order.identifier}&billing_account_id=${id}&orderId=${order.order_id}`);
    const checked = (await persistent(id, order.identifier)).data;
    expect(checked).toMatchObject({ status: "succeeded", kind: "card_verification", charge_id: order.order_id });
    await persistent(id, order.identifier);
    const saved = (await cardsOf(id)).filter((card) => card.identifier === smt().order(order.order_id)?.bindingId);
    expect(saved).toEqual([expect.objectContaining({ id: checked.payment_object_id, is_verified: true })]);
    expect(JSON.parse(saved[0]?.additional_data ?? "{}")).toEqual({ type: "creditcard", card_type: "MasterCard", card_holder: HOLDER, last4: "5599", expire_month: "08", expire_year: "2039" });
  });

  /** Checks that the order came back refused in SMT's words, with no card saved. */
  async function expectRefused(accountId: number, order: Prehook, cardsBefore: number, message: string) {
    expect((await persistent(accountId, order.identifier)).data).toMatchObject({ status: "failed", message });
    expect(await cardsOf(accountId)).toHaveLength(cardsBefore);
  }

  it.each([
    { case: "a card SMT declines", pan: SMT_TEST_CARDS.insufficientFunds, message: SMT_DECLINES.insufficientFunds },
    { case: "a number SMT does not know", pan: "4000000000000101", message: SMT_DECLINES.unknownCard },
  ])("says $case on its page in SMT's words and saves nothing", async ({ pan, message }) => {
    const { id } = await account();
    const before = (await cardsOf(id)).length;
    const order = await prehook(id);
    smt().payOnPage(order.order_id, typed(pan));
    await expectRefused(id, order, before, message);
  });

  it("keeps a card pending at its bank's 3-D Secure step, then says the bank refused it and saves nothing", async () => {
    const { id } = await account();
    const before = (await cardsOf(id)).length;
    const order = await prehook(id);
    expect(smt().payOnPage(order.order_id, typed(SMT_TEST_CARDS.threeDSecure))).toMatch(SMT_ACS_PAGE);
    expect((await persistent(id, order.identifier)).data).toMatchObject({ status: "pending" });
    smt().answerThreeDSecure(order.order_id, false);
    await expectRefused(id, order, before, SMT_DECLINES.threeDSecure);
  });

  it("tops up at once with a saved card its bank does not ask 3-D Secure for", async () => {
    const { id } = await account();
    const card = await savedCard(id, SMT_TEST_CARDS.frictionless);
    const before = (await account()).credit_amount;
    const bought = await call<{ success: boolean; charge_id: string }>("/payment/credit/buy", { billing_account_id: id, payment_object_id: card.id, amount: 40, on_session: true });
    expect(bought).toMatchObject({ success: true, charge_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The console's posthook after a paid top-up credits nothing more.
    await call("/payment/credit/buy/posthook", { billing_account_id: id, charge_id: bought.charge_id, payment_object_id: card.id });
    expect((await account()).credit_amount).toBeCloseTo(before + 40, 2);
  });

  it("sends a top-up to SMT's 3-D Secure step when the card's bank asks, and credits it once after the bank confirmed", async () => {
    const { id } = await account();
    const card = await savedCard(id, SMT_TEST_CARDS.threeDSecure);
    const before = (await account()).credit_amount;
    const bought = await call<{ success: boolean; charge_id: string; redirect_url: string }>("/payment/credit/buy", { billing_account_id: id, payment_object_id: card.id, amount: 41, on_session: true });
    expect(bought).toMatchObject({ success: false, redirect_url: expect.stringMatching(SMT_ACS_PAGE) });
    const posthook = () => call("/payment/credit/buy/posthook", { billing_account_id: id, charge_id: bought.charge_id, payment_object_id: card.id });
    // Nothing is credited while the bank has not answered.
    await posthook();
    expect((await account()).credit_amount).toBeCloseTo(before, 2);

    const back = smt().answerThreeDSecure(bought.charge_id, true) ?? "";
    const identifier = new URL(back).searchParams.get("identifier") ?? "";
    expect((await persistent(id, identifier)).data).toMatchObject({ status: "succeeded", kind: "card_topup", charge_id: bought.charge_id });
    await posthook();
    await posthook();
    expect((await account()).credit_amount).toBeCloseTo(before + 41, 2);
  });

  it("credits nothing for a top-up whose 3-D Secure the bank refused, nor for another account's card", async () => {
    const { id } = await account();
    const card = await savedCard(id, SMT_TEST_CARDS.threeDSecure);
    const before = (await account()).credit_amount;
    const bought = await call<{ charge_id: string }>("/payment/credit/buy", { billing_account_id: id, payment_object_id: card.id, amount: 42, on_session: true });
    smt().answerThreeDSecure(bought.charge_id, false);
    await call("/payment/credit/buy/posthook", { billing_account_id: id, charge_id: bought.charge_id, payment_object_id: card.id });
    expect((await account()).credit_amount).toBeCloseTo(before, 2);
    const other = await account("Personal");
    expect((await send("/payment/persistent_data?billing_account_id=" + other.id + "&identifier=" + smt().order(bought.charge_id)?.orderNumber)).body).toMatchObject({ data: {} });
  });

  it("answers that the channel is not available while SMT cannot be reached, registering and charging nothing", async () => {
    const { id } = await account();
    const card = await savedCard(id, SMT_TEST_CARDS.frictionless);
    const before = (await account()).credit_amount;
    const orders = () => [...smtWorldOf(started().store).orders.keys()].length;
    const registered = orders();
    smt().setReachable(false);
    try {
      for (const answer of [
        await send("/payment/card/prehook", { billing_account_id: id, processor: "clictopay" }),
        await send("/payment/credit/buy", { billing_account_id: id, payment_object_id: card.id, amount: 43, on_session: true }),
      ]) {
        expect(answer).toMatchObject({ status: 500, body: { errors: { Error: "Payment channel not available" } } });
      }
      expect(orders()).toBe(registered);
      expect((await account()).credit_amount).toBeCloseTo(before, 2);
    } finally {
      smt().setReachable(true);
    }
    expect((await prehook(id)).redirect_url).toMatch(SMT_PAYMENT_PAGE);
  });
});
