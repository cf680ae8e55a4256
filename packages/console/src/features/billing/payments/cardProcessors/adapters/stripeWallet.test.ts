import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { serveStripeJs, STRIPE_DOUBLE_UI, STRIPE_TEST_CARDS, type StripeDoubleControl, type StripeJsServing } from "../../../../../testing/doubles/stripe";
import { CardProcessorError, type CardEntryContext, type CardFieldsState, type MountedCardFields } from "../types";
import wallet from "./stripeWallet";

const processor: PaymentProcessor = { type: "creditcard", name: "Apple Pay or Google Pay", keyword: "stripe_wallet", public_key: "pk_test_51Console" };
const PREHOOK = { client_secret: "seti_1Wallet_secret_xyz", country: "sg", currency: "SGD" };

let served: { control: StripeDoubleControl; stop: () => void } | undefined;
let container: HTMLElement;
let states: CardFieldsState[];

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  states = [];
});

afterEach(() => {
  served?.stop();
  served = undefined;
  document.body.innerHTML = "";
});

function mount(serving: StripeJsServing, overrides: Partial<CardEntryContext> = {}): Promise<MountedCardFields> {
  served = serveStripeJs(serving);
  return wallet.mount(container, { processor, prehook: PREHOOK, locale: "en", ...overrides }, (state) => states.push(state));
}

/** The control of the Stripe.js double this test serves. */
function doubleControl(): StripeDoubleControl {
  if (!served) throw new Error("Stripe.js is not served in this test");
  return served.control;
}

function callsOf(method: string): unknown[] {
  return doubleControl().calls.filter((call) => call.method === method).map((call) => call.args);
}

/** Presses the wallet's button and answers its sheet as the customer does. */
async function approveInWallet(name: string, answer: string = STRIPE_DOUBLE_UI.walletPay) {
  await userEvent.click(screen.getByRole("button", { name }));
  await userEvent.click(await screen.findByRole("button", { name: answer }));
}

describe("where the browser has a wallet", () => {
  it("offers it under its own name, asking Stripe for the account's country, currency and a zero total", async () => {
    await mount({ wallet: "googlePay" });
    expect(screen.getByRole("button", { name: "Google Pay" })).toBeInTheDocument();
    expect(states).toEqual([{ complete: false }]);
    expect(callsOf("paymentRequest")).toEqual([{ country: "SG", currency: "sgd", total: { label: "Apple Pay or Google Pay", amount: 0 }, requestPayerName: true }]);
  });

  it("names Apple Pay where the browser offers Apple Pay", async () => {
    await mount({ wallet: "applePay" });
    expect(screen.getByRole("button", { name: "Apple Pay" })).toBeInTheDocument();
  });

  it("confirms the setup intent with the approved card, closes the sheet with success, and gives its payment method", async () => {
    const fields = await mount({ wallet: "googlePay" });
    await approveInWallet("Google Pay");
    await expect.poll(() => states.at(-1)).toEqual({ complete: true });
    const token = await fields.tokenize({ holder: "Ada Lovelace" });
    expect(token.token).toMatch(/^pm_/);
    expect(callsOf("confirmCardSetup")).toEqual([{ clientSecret: PREHOOK.client_secret, payment_method: token.token, options: { handleActions: false } }]);
    expect(callsOf("paymentRequest.complete")).toEqual(["success"]);
  });

  it("gives the approved payment method as it is without a setup intent", async () => {
    const fields = await mount({ wallet: "googlePay" }, { prehook: { country: "SG", currency: "sgd" } });
    await approveInWallet("Google Pay");
    await expect.poll(() => states.at(-1)).toEqual({ complete: true });
    await expect(fields.tokenize({ holder: "Ada" })).resolves.toEqual({ token: expect.stringMatching(/^pm_/) });
    expect(callsOf("confirmCardSetup")).toEqual([]);
  });

  it("runs 3-D Secure in the page after the sheet closes, when the bank asks for it", async () => {
    const fields = await mount({ wallet: "applePay", walletCard: STRIPE_TEST_CARDS.requires3ds });
    await approveInWallet("Apple Pay");
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.completeAuthentication }));
    await expect.poll(() => states.at(-1)).toEqual({ complete: true });
    await expect(fields.tokenize({ holder: "Ada" })).resolves.toEqual({ token: expect.stringMatching(/^pm_/) });
    expect(callsOf("paymentRequest.complete")).toEqual(["success"]);
  });

  it("reports Stripe's message when the customer fails 3-D Secure, and gives no token", async () => {
    const fields = await mount({ wallet: "applePay", walletCard: STRIPE_TEST_CARDS.requires3ds });
    await approveInWallet("Apple Pay");
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.failAuthentication }));
    await expect.poll(() => states.at(-1)).toEqual({ complete: false, error: "We are unable to authenticate your payment method. Please choose a different payment method and try again." });
    await expect(fields.tokenize({ holder: "Ada" })).rejects.toMatchObject({ kind: "card" });
  });

  it("closes the sheet with a failure and reports the decline in Stripe's words", async () => {
    await mount({ wallet: "googlePay", walletCard: STRIPE_TEST_CARDS.declined });
    await approveInWallet("Google Pay");
    await expect.poll(() => states.at(-1)).toEqual({ complete: false, error: "Your card was declined." });
    expect(callsOf("paymentRequest.complete")).toEqual(["fail"]);
  });

  it("reports a connection failure in Stripe's words", async () => {
    await mount({ wallet: "googlePay" });
    doubleControl().network = "down";
    await approveInWallet("Google Pay");
    await expect.poll(() => states.at(-1)?.error).toMatch(/network/);
  });

  it("asks for the wallet's approval first when the customer submits without it", async () => {
    const fields = await mount({ wallet: "googlePay" });
    await approveInWallet("Google Pay", STRIPE_DOUBLE_UI.walletCancel);
    await expect(fields.tokenize({ holder: "Ada" })).rejects.toEqual(new CardProcessorError("Approve the payment in your wallet first: press the Apple Pay or Google Pay button.", "card"));
  });

  it("removes its button when destroyed", async () => {
    const fields = await mount({ wallet: "googlePay" });
    fields.destroy();
    expect(screen.queryByRole("button", { name: "Google Pay" })).toBeNull();
  });
});

describe("where the browser has no wallet", () => {
  it("mounts nothing and reports the wallet unavailable (Stripe's canMakePayment resolves null), for the option to be hidden", async () => {
    const fields = await mount({ wallet: null });
    expect(callsOf("paymentRequest.canMakePayment")).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
    expect(states).toEqual([{ complete: false, unavailable: true }]);
    await expect(fields.tokenize({ holder: "Ada" })).rejects.toEqual(new CardProcessorError("This browser has no Apple Pay or Google Pay wallet to pay with.", "setup"));
  });
});

describe("a payment with a wallet's saved card", () => {
  it("runs its 3-D Secure in the page, as a card's, and succeeds with the payment intent's id", async () => {
    served = serveStripeJs({ wallet: "googlePay" });
    const outcome = wallet.handleNextAction?.({ clientSecret: "pi_3Wallet_secret_abc" }, { processor, prehook: {}, locale: "en" });
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.completeAuthentication }));
    await expect(outcome).resolves.toEqual({ kind: "succeeded", chargeId: "pi_3Wallet" });
  });
});

describe("the wallet's setup", () => {
  it("is refused without a Stripe publishable key, as the card's is", () => {
    expect(wallet.setupProblem({ ...processor, public_key: null })).toMatch(/no public key/);
    expect(wallet.setupProblem({ ...processor, public_key: "sk_test_51Secret" })).toMatch(/not a Stripe publishable key/);
    expect(wallet.setupProblem(processor)).toBeUndefined();
  });

  it("fails as a setup error when card/prehook gives no country and currency", async () => {
    await expect(mount({ wallet: "googlePay" }, { prehook: { client_secret: "seti_1_secret_2" } })).rejects.toMatchObject({ name: "CardProcessorError", kind: "setup" });
  });
});
