import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { CardProcessorError, type CardEntryContext, type CardFieldsState, type MountedCardFields } from "../types";
import clictopay from "./clictopay";

const processor: PaymentProcessor = { type: "creditcard", name: "ClicToPay", keyword: "clictopay", public_key: null };
const FORM_URL = "https://test.clictopay.com/payment/merchants/CLICTOPAY/payment_fr.html?mdOrder=70906e55-7114-41d6-8332-4609dba6d9f3";
/** What card/prehook is taken to answer for ClicToPay: register.do's formUrl, the platform's order number, SMT's order. */
const PREHOOK = { redirect_url: FORM_URL, identifier: "ord_1042", order_id: "70906e55-7114-41d6-8332-4609dba6d9f3" };

let container: HTMLElement;
let states: CardFieldsState[];
let mounted: MountedCardFields[];
beforeEach(() => {
  container = document.body.appendChild(document.createElement("div"));
  states = [];
  mounted = [];
});
afterEach(() => {
  for (const fields of mounted) fields.destroy();
  container.remove();
});

async function mount(prehook: Readonly<Record<string, unknown>> = PREHOOK) {
  const context: CardEntryContext = { processor, prehook, locale: "fr-TN" };
  const fields = await clictopay.mount(container, context, (state) => states.push(state));
  mounted.push(fields);
  return fields;
}

describe("ClicToPay's hosted payment page", () => {
  it("needs no key in the browser: the merchant's credentials stay with the backend", () => {
    expect(clictopay.setupProblem(processor)).toBeUndefined();
  });

  it("hands over SMT's page from card/prehook (register.do's formUrl), opened with GET, and says where the card is typed", async () => {
    const fields = await mount();
    expect(fields.hostedPage).toEqual({ url: FORM_URL });
    expect(container).toHaveTextContent("You type the card on ClicToPay's secure page");
    expect(container.querySelector("input, iframe")).toBeNull();
    expect(states).toEqual([{ complete: true }]);
  });

  it("POSTs the form the prehook gives with the page, its values as text", async () => {
    const fields = await mount({ ...PREHOOK, form_data: { mdOrder: "70906e55", language: "fr", amount: 1000 } });
    expect(fields.hostedPage).toEqual({ url: FORM_URL, fields: { mdOrder: "70906e55", language: "fr", amount: "1000" } });
  });

  it.each([
    ["no page at all", {}],
    ["a page that is not https", { redirect_url: "http://test.clictopay.com/payment/merchants/CLICTOPAY/payment_fr.html?mdOrder=1" }],
    ["a page that is not an address", { redirect_url: "register.do failed" }],
    ["SMT's answer passed on unread", { formUrl: FORM_URL, orderId: "70906e55" }],
  ])("refuses to mount, as a setup error, with %s", async (_case, prehook) => {
    await expect(clictopay.mount(container, { processor, prehook, locale: "fr-TN" }, (state) => states.push(state))).rejects.toMatchObject({
      name: "CardProcessorError",
      kind: "setup",
      message: expect.stringMatching(/redirect_url/),
    });
    expect(container).toBeEmptyDOMElement();
    expect(states).toEqual([]);
  });

  it("makes no token: the card never passes through the console", async () => {
    const fields = await mount();
    await expect(fields.tokenize({ holder: "Amira Ben Salah" })).rejects.toEqual(new CardProcessorError("ClicToPay takes the card on its own page, not here: continue to ClicToPay's page.", "setup"));
  });

  it("removes its note when destroyed", async () => {
    const fields = await mount();
    fields.destroy();
    expect(container).toBeEmptyDOMElement();
  });
});
