import { describe, expect, it } from "vitest";
import { cardDetails, cardLabel, serviceFee } from "./processors";

const object = (data: object | string) => ({ identifier: "pm_1", additional_data: typeof data === "string" ? data : JSON.stringify(data) });

describe("payment objects in words", () => {
  it("names a card by brand and last digits, with holder and expiry", () => {
    const card = object({ type: "creditcard", card_type: "visa", card_holder: "Ada", last4: "4242", expire_month: "3", expire_year: "2031" });
    expect(cardLabel(card)).toBe("Visa •••• 4242");
    expect(cardDetails(card)).toMatchObject({ brand: "Visa", holder: "Ada", expiry: "03/31", byInvoice: false });
  });

  it("names a PayPal payment object PayPal and invoice payment 'By invoice' in the provider's word", () => {
    expect(cardLabel(object({ type: "paypal" }))).toBe("PayPal");
    expect(cardLabel(object({ type: "paying_by_invoice" }))).toBe("By invoice");
    expect(cardLabel(object({ type: "paying_by_invoice" }), "Order")).toBe("By order");
  });

  it("still lists an object whose details cannot be read, by its identifier", () => {
    expect(cardLabel(object("{not json"))).toBe("Card pm_1");
  });

  it("adds the flat and percentage fee, to the cent", () => {
    expect(serviceFee({ service_fee: { flat_rate: 0.3, percentage: 2.9 } }, 20)).toBe(0.88);
    expect(serviceFee({}, 20)).toBe(0);
  });
});
