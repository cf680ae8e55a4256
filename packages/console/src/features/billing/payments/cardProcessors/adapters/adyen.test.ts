import type { PaymentProcessor } from "@cloudconsole/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adyenDouble } from "../../../../../testing/doubles/adyen";
import { CardProcessorError, type CardEntryContext, type CardFieldsState, type MountedCardFields } from "../types";
import adyen, { adyenEnvironmentOf } from "./adyen";

vi.mock("@adyen/adyen-web", () => import("../../../../../testing/doubles/adyen"));
vi.mock("@adyen/adyen-web/styles/adyen.css", () => ({}));

const processor = (overrides: Partial<PaymentProcessor> = {}): PaymentProcessor => ({ type: "creditcard", name: "Card", keyword: "adyen", public_key: "test_KHYCQ6BRMZGJDJHX5GFIUIYSZASZKGXZ", ...overrides });
const context = (overrides: Partial<PaymentProcessor> = {}): CardEntryContext => ({ processor: processor(overrides), prehook: {}, locale: "nl-NL", language: "et" });
const GOOD_CARD = { number: "4111 1111 4555 1142", expiry: "03/30", securityCode: "737" };
const CHALLENGE = { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", token: "eyJ0aHJlZURTTWV0aG9kTm90aWZpY2F0aW9uVVJMIjoi", authorisationToken: "Ab02b4c0!BQABAgA" };

let container: HTMLElement;
let mounted: MountedCardFields[];
beforeEach(() => {
  adyenDouble.reset();
  // The adapter asks Adyen's host whether it answers when the secured fields fail: as the double's host does.
  vi.stubGlobal("fetch", () => adyenDouble.hostFetch());
  container = document.body.appendChild(document.createElement("div"));
  mounted = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const fields of mounted) fields.destroy();
  container.remove();
});

async function mountCard(entry: CardEntryContext = context(), onChange: (state: CardFieldsState) => void = () => undefined) {
  const fields = await adyen.mount(container, entry, onChange);
  mounted.push(fields);
  return fields;
}

describe("the Adyen adapter's setup check", () => {
  it.each([
    { key: undefined, problem: /no Adyen client key/ },
    { key: "", problem: /no Adyen client key/ },
    { key: "AQEyhmfxK4PJahZCw0m", problem: /not an Adyen client key/ },
    { key: "pk_test_51Hx", problem: /not an Adyen client key/ },
  ])("with the public key $key, reports $problem", ({ key, problem }) => {
    expect(adyen.setupProblem(processor({ public_key: key }))).toMatch(problem);
  });

  it.each(["test_KHYCQ6BRMZGJDJHX5GFIUIYSZASZKGXZ", "live_7YPZ2YIBOJEV5NSIW36DOW3JSJHDRVFT"])("takes the client key %s", (key) => {
    expect(adyen.setupProblem(processor({ public_key: key }))).toBeUndefined();
  });
});

describe("the Adyen adapter's card fields", () => {
  it("mounts Adyen's Card component with the client key, the console's language and Adyen's test environment for a test_ key", async () => {
    await mountCard();
    expect(adyenDouble.checkouts).toEqual([expect.objectContaining({ clientKey: "test_KHYCQ6BRMZGJDJHX5GFIUIYSZASZKGXZ", environment: "test", locale: "et", showPayButton: false })]);
  });

  it.each([
    { case: "the country the prehook names", entry: { ...context(), prehook: { country: "be" } }, countryCode: "BE" },
    { case: "the region of the site's locale when the prehook names none", entry: context(), countryCode: "NL" },
  ])("gives Adyen Web the shopper's country, which it requires to start: $case", async ({ entry, countryCode }) => {
    await mountCard(entry);
    expect(adyenDouble.checkouts[0]).toMatchObject({ countryCode });
  });

  it.each([
    { key: "live_7YPZ2YIBOJEV5NSIW36DOW3JSJHDRVFT", prehook: {}, environment: "live" },
    { key: "live_7YPZ2YIBOJEV5NSIW36DOW3JSJHDRVFT", prehook: { environment: "live-us" }, environment: "live-us" },
    { key: "live_7YPZ2YIBOJEV5NSIW36DOW3JSJHDRVFT", prehook: { environment: "live-apse" }, environment: "live-apse" },
    { key: "live_7YPZ2YIBOJEV5NSIW36DOW3JSJHDRVFT", prehook: { environment: "test" }, environment: "live" },
    { key: "live_7YPZ2YIBOJEV5NSIW36DOW3JSJHDRVFT", prehook: { environment: "live-mars" }, environment: "live" },
    { key: "test_KHYCQ6BRMZGJDJHX5GFIUIYSZASZKGXZ", prehook: { environment: "live-au" }, environment: "test" },
  ])("chooses Adyen's environment $environment for the key $key and the prehook's $prehook", async ({ key, prehook, environment }) => {
    expect(adyenEnvironmentOf(key, prehook)).toBe(environment);
    await mountCard({ ...context({ public_key: key }), prehook });
    expect(adyenDouble.checkouts[0]).toMatchObject({ environment });
  });

  it("leaves the card number, expiry and security code to Adyen's secured fields, frames of Adyen's host", async () => {
    await mountCard();
    const frames = [...container.querySelectorAll("iframe")];
    expect(frames.map((frame) => frame.title)).toEqual(["Iframe for card number", "Iframe for expiry date", "Iframe for security code"]);
    expect(frames.every((frame) => frame.src.startsWith("https://checkoutshopper-test.adyen.com/checkoutshopper/securedfields/test_KHYCQ6BRMZGJDJHX5GFIUIYSZASZKGXZ/"))).toBe(true);
    expect(container.querySelector("input")).toBeNull();
  });

  it("reports what Adyen says of the fields as the customer types, and that they are complete once Adyen finds them valid", async () => {
    const states: CardFieldsState[] = [];
    await mountCard(context(), (state) => states.push(state));
    adyenDouble.type({ number: "4111 1111 4555 1142" });
    expect(states.at(-1)).toEqual({ complete: false, error: "Enter the expiry date" });
    adyenDouble.type({ expiry: "03/30", securityCode: "737" });
    expect(states.at(-1)).toEqual({ complete: true, error: undefined });
  });

  it("tokenizes to the component's encrypted payment data as JSON, with the holder, the postal code and the store, and never the card's digits", async () => {
    const fields = await mountCard(context({ store_id: "AMS-01" }));
    adyenDouble.type(GOOD_CARD);
    const { token } = await fields.tokenize({ holder: " Jan de Vries ", postalCode: "1011 DJ" });
    expect(JSON.parse(token)).toEqual({
      paymentMethod: { type: "scheme", encryptedCardNumber: expect.stringMatching(/^adyenjs_/), encryptedExpiryMonth: expect.stringMatching(/^adyenjs_/), encryptedExpiryYear: expect.stringMatching(/^adyenjs_/), encryptedSecurityCode: expect.stringMatching(/^adyenjs_/), holderName: "Jan de Vries" },
      browserInfo: expect.objectContaining({ colorDepth: 24 }),
      billingAddress: { postalCode: "1011 DJ" },
      store: "AMS-01",
    });
    expect(token).not.toMatch(/4111|1142|737/);
  });

  it("sends no store and no billing address where the processor has no store and no postal code was typed", async () => {
    const fields = await mountCard();
    adyenDouble.type(GOOD_CARD);
    const { token } = await fields.tokenize({ holder: "Jan de Vries" });
    expect(Object.keys(JSON.parse(token) as object)).toEqual(["paymentMethod", "browserInfo"]);
  });

  it("rejects a card Adyen's fields refuse with Adyen's own message, as a card error, and has Adyen mark the fields", async () => {
    const fields = await mountCard();
    adyenDouble.type({ ...GOOD_CARD, number: "4111 1111 4555 1143" });
    await expect(fields.tokenize({ holder: "Jan de Vries" })).rejects.toEqual(new CardProcessorError("Enter a valid card number", "card"));
    expect(adyenDouble.card?.validationShown).toBe(true);
  });

  it("rejects empty fields as a card error, and tokenizes once they are filled in", async () => {
    const fields = await mountCard();
    await expect(fields.tokenize({ holder: "Jan de Vries" })).rejects.toMatchObject({ kind: "card" });
    adyenDouble.type(GOOD_CARD);
    await expect(fields.tokenize({ holder: "Jan de Vries" })).resolves.toEqual({ token: expect.stringContaining("encryptedCardNumber") });
  });

  it("rejects as a network error the customer can retry when Adyen's host cannot be reached, and leaves nothing mounted", async () => {
    adyenDouble.reachable = false;
    await expect(adyen.mount(container, context(), () => undefined)).rejects.toEqual(new CardProcessorError("Adyen's card form could not be reached. Check your connection and try again.", "network"));
    expect(adyenDouble.card?.unmounted).toBe(true);
    expect(container).toBeEmptyDOMElement();
  });

  it("rejects as a setup error, in Adyen's words, secured fields that fail to configure while Adyen's host answers", async () => {
    adyenDouble.keyAccepted = false;
    await expect(adyen.mount(container, context(), () => undefined)).rejects.toEqual(new CardProcessorError("secured fields have failed to configure", "setup"));
  });

  it.each([
    { key: undefined, problem: /no Adyen client key/ },
    { key: "AQEyhmfxK4PJahZCw0m", problem: /not an Adyen client key/ },
  ])("refuses to mount with the public key $key, as a setup error, without starting Adyen", async ({ key, problem }) => {
    await expect(adyen.mount(container, context({ public_key: key }), () => undefined)).rejects.toMatchObject({ name: "CardProcessorError", kind: "setup", message: expect.stringMatching(problem) });
    expect(adyenDouble.checkouts).toEqual([]);
  });

  it("once destroyed, unmounts Adyen's component, empties its container and tokenizes nothing", async () => {
    const fields = await mountCard();
    adyenDouble.type(GOOD_CARD);
    fields.destroy();
    expect(adyenDouble.card?.unmounted).toBe(true);
    expect(container).toBeEmptyDOMElement();
    await expect(fields.tokenize({ holder: "Jan de Vries" })).rejects.toMatchObject({ kind: "setup" });
  });
});

describe("the Adyen adapter's next action", () => {
  it("runs Adyen's 3-D Secure challenge in the card component and succeeds with Adyen's result for the backend", async () => {
    await mountCard();
    const outcome = adyen.handleNextAction?.({ adyenAction: CHALLENGE }, context());
    expect(container.querySelector("iframe[title='3D Secure 2.0 challenge']")).not.toBeNull();
    adyenDouble.completeChallenge("Y");
    await expect(outcome).resolves.toEqual({ kind: "succeeded", chargeId: JSON.stringify({ details: { threeDSResult: btoa(JSON.stringify({ transStatus: "Y" })) } }) });
  });

  it("fails with Adyen's message when the challenge ends without a result", async () => {
    await mountCard();
    const outcome = adyen.handleNextAction?.({ adyenAction: CHALLENGE }, context());
    adyenDouble.abandonChallenge();
    await expect(outcome).resolves.toEqual({ kind: "failed", message: "threeds2.challenge: no transStatus could be retrieved" });
  });

  it("fails a challenge under way when the card form is removed", async () => {
    const fields = await mountCard();
    const outcome = adyen.handleNextAction?.({ adyenAction: CHALLENGE }, context());
    fields.destroy();
    await expect(outcome).resolves.toMatchObject({ kind: "failed" });
  });

  it("sends the customer to the processor's page when the backend gives a page rather than an Adyen action", async () => {
    await mountCard();
    await expect(adyen.handleNextAction?.({ redirectUrl: "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect" }, context())).resolves.toEqual({
      kind: "redirect",
      url: "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect",
    });
  });

  it("fails, naming the action, when Adyen asks for a kind of action Adyen Web does not run", async () => {
    await mountCard();
    await expect(adyen.handleNextAction?.({ adyenAction: { ...CHALLENGE, type: "teleport" } }, context())).resolves.toEqual({
      kind: "failed",
      message: "Adyen asked for an action the console cannot run (teleport). Try another card.",
    });
    expect(container.querySelector("iframe[title='3D Secure 2.0 challenge']")).toBeNull();
  });

  it("fails an Adyen action once the card form has left the page, or sends the customer to the page the backend gave with it", async () => {
    const fields = await mountCard();
    fields.destroy();
    await expect(adyen.handleNextAction?.({ adyenAction: CHALLENGE }, context())).resolves.toEqual({ kind: "failed", message: "Adyen's card form is no longer on the page. Add the card again." });
    await expect(adyen.handleNextAction?.({ adyenAction: CHALLENGE, redirectUrl: "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect" }, context())).resolves.toEqual({
      kind: "redirect",
      url: "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect",
    });
  });

  it("fails when the backend gives neither an Adyen action nor a page (a Stripe client secret is not Adyen's)", async () => {
    await mountCard();
    await expect(adyen.handleNextAction?.({ clientSecret: "pi_3Abc_secret_def" }, context())).resolves.toEqual({ kind: "failed", message: "Adyen asked for nothing the console can do. Try again." });
  });
});
