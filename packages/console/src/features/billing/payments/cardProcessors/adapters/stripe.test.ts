import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { serveStripeJs, STRIPE_DOUBLE_UI, STRIPE_TEST_CARDS, stripeCardFields, typeStripeCard, type StripeDoubleControl } from "../../../../../testing/doubles/stripe";
import { CardProcessorError, type CardEntryContext, type CardFieldsState, type MountedCardFields } from "../types";
import stripe, { stripeLocale } from "./stripe";

const processor: PaymentProcessor = { type: "creditcard", name: "Credit card", keyword: "stripe_creditcard", public_key: "pk_test_51Console", show_postalcode_input: false };
const SETUP_SECRET = "seti_1Abc_secret_xyz";
const VALID = { expiry: "12 / 34", cvc: "123" };

let served: { control: StripeDoubleControl; stop: () => void };
let container: HTMLElement;
let states: CardFieldsState[];

beforeEach(() => {
  served = serveStripeJs();
  container = document.createElement("div");
  document.body.append(container);
  states = [];
});

afterEach(() => {
  served.stop();
  document.body.innerHTML = "";
});

function context(overrides: Partial<CardEntryContext> = {}): CardEntryContext {
  return { processor, prehook: {}, locale: "en-GB", language: "th", ...overrides };
}

function mount(overrides: Partial<CardEntryContext> = {}): Promise<MountedCardFields> {
  return stripe.mount(container, context(overrides), (state) => states.push(state));
}

function callsOf(method: string): unknown[] {
  return served.control.calls.filter((call) => call.method === method).map((call) => call.args);
}

describe("the Stripe adapter's setup check", () => {
  it.each([
    ["no public key", { public_key: null }, /no public key/],
    ["an empty public key", { public_key: "  " }, /no public key/],
    ["a secret key", { public_key: "sk_live_51Secret" }, /not a Stripe publishable key/],
    ["a restricted key", { public_key: "rk_test_51Restricted" }, /not a Stripe publishable key/],
    ["another vendor's key", { public_key: "pkey_test_5omise" }, /not a Stripe publishable key/],
  ])("refuses a processor with %s", (_case, overrides, problem) => {
    expect(stripe.setupProblem({ ...processor, ...overrides })).toMatch(problem);
  });

  it("never repeats a misplaced secret key in its reason, which is logged", () => {
    expect(stripe.setupProblem({ ...processor, public_key: "sk_live_51Secret" })).not.toContain("sk_live_51Secret");
  });

  it.each(["pk_live_51Live", "pk_test_51Test"])("takes the publishable key %s", (key) => {
    expect(stripe.setupProblem({ ...processor, public_key: key })).toBeUndefined();
  });

  it("loads nothing to check a configuration", () => {
    const scripts = () => document.querySelectorAll('script[src^="https://js.stripe.com"]').length;
    const before = scripts();
    stripe.setupProblem(processor);
    expect(scripts()).toBe(before);
    expect(served.control.calls).toEqual([]);
  });

  it("mounting with an unusable key fails as a setup error without loading Stripe.js", async () => {
    await expect(mount({ processor: { ...processor, public_key: "sk_test_51Secret" } })).rejects.toMatchObject({ name: "CardProcessorError", kind: "setup" });
    expect(callsOf("Stripe")).toEqual([]);
  });
});

describe("the language of Stripe's own texts", () => {
  it.each([
    { language: "en", locale: "en" },
    { language: "id", locale: "id" },
    { language: "th", locale: "th" },
    { language: "et", locale: "et" },
    // Stripe has no Bengali: it follows the browser's language.
    { language: "bn", locale: "auto" },
    { language: "en-XA", locale: "en" },
  ] as const)("is $locale for the console's $language", ({ language, locale }) => {
    expect(stripeLocale({ language })).toBe(locale);
  });
});

describe("mounting Stripe's card element", () => {
  it("loads Stripe.js with the processor's key and the console's language, and mounts the card element in its frame", async () => {
    await mount();
    expect(callsOf("Stripe")).toEqual([{ key: "pk_test_51Console", options: { locale: "th" } }]);
    expect(callsOf("elements.create")).toEqual([{ type: "card", options: { hidePostalCode: true } }]);
    const fields = stripeCardFields(container);
    expect(fields.number).toBeDefined();
    // The number is typed into Stripe's frame: the console's own page has no card input.
    expect(container.querySelector("input")).toBeNull();
  });

  it("hides Stripe's postal code field unless the processor asks for it", async () => {
    await mount();
    expect(stripeCardFields(container).postalCode).toBeUndefined();
    container.replaceChildren();
    await mount({ processor: { ...processor, show_postalcode_input: true } });
    expect(stripeCardFields(container).postalCode).toBeDefined();
  });

  it("reports the element's changes: its own message for an invalid number, complete once every field is", async () => {
    await mount();
    typeStripeCard(container, { number: "4242 4242 4242 4241" });
    expect(states.at(-1)).toEqual({ complete: false, error: "Your card number is invalid." });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds });
    expect(states.at(-1)).toEqual({ complete: false });
    typeStripeCard(container, VALID);
    expect(states.at(-1)).toEqual({ complete: true });
  });

  it("removes the element from the page when destroyed", async () => {
    const fields = await mount();
    fields.destroy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(callsOf("card.unmount")).toHaveLength(1);
  });
});

describe("tokenising with the setup intent of card/prehook", () => {
  it("confirms the setup with the card and the holder's name, and gives the payment method id", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, ...VALID });
    const token = await fields.tokenize({ holder: "Ada Lovelace" });
    expect(token.token).toMatch(/^pm_/);
    expect(callsOf("confirmCardSetup")).toEqual([{ clientSecret: SETUP_SECRET, payment_method: { billing_details: { name: "Ada Lovelace" } } }]);
    expect(callsOf("createPaymentMethod")).toEqual([]);
  });

  it("runs 3-D Secure in the page when the bank asks, and gives the payment method once it passes", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.requires3ds, ...VALID });
    const token = fields.tokenize({ holder: "Ada Lovelace" });
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.completeAuthentication }));
    await expect(token).resolves.toEqual({ token: expect.stringMatching(/^pm_/) });
    expect(screen.queryByRole("dialog", { name: STRIPE_DOUBLE_UI.challenge })).toBeNull();
  });

  it("fails with Stripe's message, for the customer to fix, when 3-D Secure fails", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.requires3ds, ...VALID });
    const failure = expect(fields.tokenize({ holder: "Ada Lovelace" })).rejects.toEqual(new CardProcessorError("We are unable to authenticate your payment method. Please choose a different payment method and try again.", "card"));
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.failAuthentication }));
    await failure;
  });

  it("fails with Stripe's decline message for a declined card, and keeps what was typed", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.declined, ...VALID });
    await expect(fields.tokenize({ holder: "Ada Lovelace" })).rejects.toEqual(new CardProcessorError("Your card was declined.", "card"));
    expect(stripeCardFields(container).number?.value).toBe(STRIPE_TEST_CARDS.declined);
  });

  it("fails as a network error, worth retrying, when Stripe cannot be reached; a retry then succeeds", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, ...VALID });
    served.control.network = "down";
    await expect(fields.tokenize({ holder: "Ada Lovelace" })).rejects.toMatchObject({ kind: "network", message: expect.stringMatching(/network/) });
    served.control.network = "up";
    await expect(fields.tokenize({ holder: "Ada Lovelace" })).resolves.toEqual({ token: expect.stringMatching(/^pm_/) });
  });

  it("fails as a setup error when Stripe refuses the key", async () => {
    served.control.rejectedKeys = [processor.public_key ?? ""];
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, ...VALID });
    await expect(fields.tokenize({ holder: "Ada Lovelace" })).rejects.toMatchObject({ kind: "setup", message: expect.stringMatching(/^Invalid API Key provided/) });
  });

  it("fails with the element's own message when the card is incomplete", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, expiry: "12 / 34" });
    await expect(fields.tokenize({ holder: "Ada Lovelace" })).rejects.toEqual(new CardProcessorError("Your card's security code is incomplete.", "card"));
  });

  it("sends one confirmation for a double submission", async () => {
    const fields = await mount({ prehook: { client_secret: SETUP_SECRET } });
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, ...VALID });
    const [first, second] = await Promise.all([fields.tokenize({ holder: "Ada" }), fields.tokenize({ holder: "Ada" })]);
    expect(second).toEqual(first);
    expect(callsOf("confirmCardSetup")).toHaveLength(1);
  });
});

describe("tokenising without a setup intent", () => {
  it("creates a payment method from the card, with the holder's name and the postal code given", async () => {
    const fields = await mount();
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, ...VALID });
    await expect(fields.tokenize({ holder: "Ada Lovelace", postalCode: "EC1A 1BB" })).resolves.toEqual({ token: expect.stringMatching(/^pm_/) });
    expect(callsOf("createPaymentMethod")).toEqual([{ type: "card", billing_details: { name: "Ada Lovelace", address: { postal_code: "EC1A 1BB" } } }]);
    expect(callsOf("confirmCardSetup")).toEqual([]);
  });

  it("fails as a network error when Stripe cannot be reached", async () => {
    const fields = await mount();
    typeStripeCard(container, { number: STRIPE_TEST_CARDS.succeeds, ...VALID });
    served.control.network = "down";
    await expect(fields.tokenize({ holder: "Ada Lovelace" })).rejects.toMatchObject({ name: "CardProcessorError", kind: "network" });
  });
});

describe("the next action of a payment (3-D Secure)", () => {
  const PAYMENT_SECRET = "pi_3Pay_secret_abc";

  it("succeeds with the payment intent's id, for the posthook, once the customer passes 3-D Secure", async () => {
    const outcome = stripe.handleNextAction?.({ clientSecret: PAYMENT_SECRET }, context());
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.completeAuthentication }));
    await expect(outcome).resolves.toEqual({ kind: "succeeded", chargeId: "pi_3Pay" });
    expect(callsOf("handleNextAction")).toEqual([{ clientSecret: PAYMENT_SECRET }]);
  });

  it("fails with Stripe's message when the customer fails 3-D Secure", async () => {
    const outcome = stripe.handleNextAction?.({ clientSecret: PAYMENT_SECRET }, context());
    await userEvent.click(await screen.findByRole("button", { name: STRIPE_DOUBLE_UI.failAuthentication }));
    await expect(outcome).resolves.toEqual({ kind: "failed", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." });
  });

  it("fails with Stripe's message when Stripe cannot be reached", async () => {
    served.control.network = "down";
    await expect(stripe.handleNextAction?.({ clientSecret: PAYMENT_SECRET }, context())).resolves.toEqual({ kind: "failed", message: expect.stringMatching(/network/) });
  });

  it("sends the browser to the backend's page when there is no secret to confirm in the page", async () => {
    await expect(stripe.handleNextAction?.({ redirectUrl: "https://bank.example/3ds" }, context())).resolves.toEqual({ kind: "redirect", url: "https://bank.example/3ds" });
  });

  it("reports a next action it cannot run instead of guessing", async () => {
    await expect(stripe.handleNextAction?.({}, context())).resolves.toMatchObject({ kind: "failed" });
  });
});
