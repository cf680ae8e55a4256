import type { PaymentProcessor } from "@cloudconsole/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serveOmiseJs, type OmiseJsDouble } from "../../../../../testing/doubles/omise";
import type { Language } from "../../../../../i18n";
import { CardProcessorError, type CardEntryContext, type CardFieldsState } from "../types";

const processor = (overrides: Partial<PaymentProcessor> = {}): PaymentProcessor => ({ type: "creditcard", name: "Card", keyword: "omise_creditcard", public_key: "pkey_test_5xp6ca6ucjqfxz3ln0e", ...overrides });
const context = (overrides: Partial<PaymentProcessor> = {}, language: Language = "th"): CardEntryContext => ({ processor: processor(overrides), prehook: {}, locale: "th-TH", language });
const GOOD_CARD = { name: "Somchai Prasert", number: "4242 4242 4242 4242", expiry: "12/39", securityCode: "123" };

// Each test loads the adapter afresh, as a new page does: Omise.js is loaded once per page. (Its error class is then
// a fresh one too, so errors are compared by what they hold, not by their class.)
async function loadAdapter() {
  vi.resetModules();
  return (await import("./omise")).default;
}

/** Mounts the adapter and asks for a token: Omise's form is then open for the customer. */
async function openOmiseForm(entry: CardEntryContext = context()) {
  const adapter = await loadAdapter();
  const fields = await adapter.mount(container, entry, () => undefined);
  return { fields, token: fields.tokenize({ holder: "Somchai Prasert" }) };
}

let omise: OmiseJsDouble;
let container: HTMLElement;
beforeEach(() => {
  omise = serveOmiseJs();
  container = document.body.appendChild(document.createElement("div"));
});
afterEach(() => {
  omise.uninstall();
  container.remove();
});

describe("the Omise adapter's setup check", () => {
  it.each([
    { key: undefined, problem: /no Omise public key/ },
    { key: "", problem: /no Omise public key/ },
    { key: "skey_test_5xp6ca6ucjqfxz3ln0e", problem: /not an Omise public key/ },
    { key: "pk_test_51Hx", problem: /not an Omise public key/ },
  ])("with the public key $key, reports $problem", async ({ key, problem }) => {
    const adapter = await loadAdapter();
    expect(adapter.setupProblem(processor({ public_key: key }))).toMatch(problem);
  });

  it.each(["pkey_test_5xp6ca6ucjqfxz3ln0e", "pkey_5xp6ca6ucjqfxz3ln0e"])("takes the public key %s", async (key) => {
    const adapter = await loadAdapter();
    expect(adapter.setupProblem(processor({ public_key: key }))).toBeUndefined();
  });

  it("does not load Omise.js to check the setup", async () => {
    const adapter = await loadAdapter();
    adapter.setupProblem(processor());
    expect(document.querySelector("script[src*='omise']")).toBeNull();
  });
});

describe("the Omise adapter's card form", () => {
  it("loads Omise.js from Omise's own address when mounted, and has nothing for the customer to fill in the console", async () => {
    const adapter = await loadAdapter();
    const states: CardFieldsState[] = [];
    await adapter.mount(container, context(), (state) => states.push(state));
    expect(document.querySelector("script")?.src).toBe("https://cdn.omise.co/omise.js");
    expect(omise.scriptRequests).toBe(1);
    expect(states).toEqual([{ complete: true }]);
    expect(container.querySelector("input")).toBeNull();
  });

  it("loads Omise.js only once however many times the form is mounted", async () => {
    const adapter = await loadAdapter();
    await adapter.mount(container, context(), () => undefined);
    await adapter.mount(container, context(), () => undefined);
    expect(omise.scriptRequests).toBe(1);
  });

  it("opens Omise's form with the public key, the customer's language and card as the only method, and resolves with Omise's token", async () => {
    const { token } = await openOmiseForm();
    // The card fields are Omise's, in its frame; the console's own page has none.
    expect(omise.form?.frame.contentDocument?.querySelector("input[name='number']")).not.toBeNull();
    expect(document.querySelector("input")).toBeNull();
    expect(omise.configurations).toEqual([{ publicKey: "pkey_test_5xp6ca6ucjqfxz3ln0e", locale: "th", defaultPaymentMethod: "credit_card", otherPaymentMethods: [], hideAmount: true, location: "no" }]);
    omise.submit(GOOD_CARD);
    await expect(token).resolves.toEqual({ token: "tokn_test_0000000000000000001" });
    expect(omise.form).toBeUndefined();
  });

  it("asks for the postal code in Omise's form when the processor shows a postal code input", async () => {
    const { token } = await openOmiseForm(context({ show_postalcode_input: true }, "en"));
    expect(omise.configurations.at(-1)).toMatchObject({ location: "yes", locale: "en" });
    omise.close();
    await expect(token).rejects.toMatchObject({ kind: "card" });
  });

  it("speaks English in Omise's form for a language Omise's form does not have", async () => {
    const { token } = await openOmiseForm(context({}, "id"));
    expect(omise.configurations.at(-1)).toMatchObject({ locale: "en" });
    omise.close();
    await expect(token).rejects.toMatchObject({ kind: "card" });
  });

  it("leaves a refused card to Omise's form, which shows Omise's message, and resolves once the customer corrects it", async () => {
    const { token } = await openOmiseForm();
    omise.submit({ ...GOOD_CARD, number: "4242 4242 4242 4241" });
    expect(omise.form?.error).toBe("number is invalid and brand not supported (unknown)");
    omise.submit(GOOD_CARD);
    await expect(token).resolves.toEqual({ token: "tokn_test_0000000000000000001" });
  });

  it("leaves Omise's API being out of reach to Omise's form, where the customer can send the card again", async () => {
    const { token } = await openOmiseForm();
    omise.apiReachable = false;
    omise.submit(GOOD_CARD);
    expect(omise.form?.error).toMatch(/Unable to connect to the Omise API/);
    omise.apiReachable = true;
    omise.submit(GOOD_CARD);
    await expect(token).resolves.toEqual({ token: "tokn_test_0000000000000000001" });
  });

  it("rejects as a card error the customer can retry when Omise's form is closed, and opens it again on the next try", async () => {
    const { fields, token: closed } = await openOmiseForm();
    omise.close();
    await expect(closed).rejects.toEqual(new CardProcessorError("The card form was closed before the card was added. Open it again to add your card.", "card"));
    const retried = fields.tokenize({ holder: "Somchai Prasert" });
    omise.submit(GOOD_CARD);
    await expect(retried).resolves.toEqual({ token: "tokn_test_0000000000000000001" });
  });

  it("opens one form for a double click, and both clicks get its token", async () => {
    const { fields, token: first } = await openOmiseForm();
    const second = fields.tokenize({ holder: "Somchai Prasert" });
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    omise.submit(GOOD_CARD);
    await expect(Promise.all([first, second])).resolves.toEqual([{ token: "tokn_test_0000000000000000001" }, { token: "tokn_test_0000000000000000001" }]);
  });

  it("rejects as a network error when Omise.js cannot be loaded, and loads it on the next mount once the network is back", async () => {
    const adapter = await loadAdapter();
    omise.reachable = false;
    await expect(adapter.mount(container, context(), () => undefined)).rejects.toEqual(new CardProcessorError("Omise.js could not be loaded. Check your connection and try again.", "network"));
    expect(document.querySelector("script[src*='omise']")).toBeNull();
    omise.reachable = true;
    await expect(adapter.mount(container, context(), () => undefined)).resolves.toBeDefined();
    expect(omise.scriptRequests).toBe(2);
  });

  it.each([
    { key: undefined, problem: /no Omise public key/ },
    { key: "skey_test_5xp6ca6ucjqfxz3ln0e", problem: /not an Omise public key/ },
  ])("refuses to mount with the public key $key, as a setup error, without loading Omise.js", async ({ key, problem }) => {
    const adapter = await loadAdapter();
    const mounting = adapter.mount(container, context({ public_key: key }), () => undefined);
    await expect(mounting).rejects.toMatchObject({ name: "CardProcessorError", kind: "setup", message: expect.stringMatching(problem) });
    expect(omise.scriptRequests).toBe(0);
  });

  it("once destroyed, empties its container and opens no form", async () => {
    const adapter = await loadAdapter();
    const fields = await adapter.mount(container, context(), () => undefined);
    container.append(document.createElement("p"));
    fields.destroy();
    expect(container).toBeEmptyDOMElement();
    await expect(fields.tokenize({ holder: "Somchai Prasert" })).rejects.toMatchObject({ kind: "setup" });
    expect(omise.form).toBeUndefined();
  });
});
