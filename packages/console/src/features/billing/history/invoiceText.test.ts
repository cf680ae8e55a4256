import { describe, expect, it } from "vitest";
import { billingLabels } from "./labels";
import { invoiceFileName, invoiceNumber, invoiceStatusText, invoiceStatusTone, invoiceTypeText, recordQuantity } from "./invoiceText";

describe("invoice wording", () => {
  it.each([
    [0, "In progress", "info"],
    [5, "Unpaid", "warning"],
    [10, "Paid", "success"],
    [7, "Status 7", "info"],
  ] as const)("writes status %d as %s (%s)", (status, text, tone) => {
    expect(invoiceStatusText(status)).toBe(text);
    expect(invoiceStatusTone(status)).toBe(tone);
  });

  it.each([
    ["cloud_services", "Cloud services"],
    ["credit_topup", "Credit top-up"],
    ["credit_note", "Credit note"],
    [undefined, "Cloud services"],
  ] as const)("writes type %s as %s", (type, text) => expect(invoiceTypeText(type)).toBe(text));

  it("numbers the running invoice 'Current period' and the others by their padded id", () => {
    expect(invoiceNumber({ id: "current", padded_id: "current" })).toBe("Current period");
    expect(invoiceNumber({ id: 12, padded_id: "000000012" })).toBe("000000012");
    expect(invoiceNumber({ id: 12 })).toBe("12");
  });

  it.each([
    [{}, { invoice: "Invoice", invoices: "Invoices", tax: "VAT", integrationId: "Integration ID" }],
    [{ invoice: "order", tax: "GST" }, { invoice: "Order", invoices: "Orders", tax: "GST", integrationId: "Integration ID" }],
    [{ invoice: " ", tax: "", integrationId: " " }, { invoice: "Invoice", invoices: "Invoices", tax: "VAT", integrationId: "Integration ID" }],
    [{ integrationId: "Partner customer ID" }, { invoice: "Invoice", invoices: "Invoices", tax: "VAT", integrationId: "Partner customer ID" }],
  ])("reads the provider's labels %j", (labels, words) => expect(billingLabels(labels)).toEqual(words));

  it("names downloads after the provider's word", () => {
    expect(invoiceFileName({ id: 12, padded_id: "000000012" }, billingLabels({ invoice: "order" }))).toBe("order-000000012");
    expect(invoiceFileName({ id: "current" }, billingLabels())).toBe("invoice-current");
  });

  it("writes a quantity with its unit in the site's locale", () => {
    expect(recordQuantity({ qty: 1234.5, qty_unit: "h" }, "en-GB")).toBe("1,234.5 h");
    expect(recordQuantity({ qty: 3, qty_unit: "" }, "en-GB")).toBe("3");
  });
});
