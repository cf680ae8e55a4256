import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { BillingAccount } from "@cloudconsole/sdk";
import { setupMockApi } from "../../../testing/mockApi";
import { testProvider } from "../../../testing/testProvider";
import { demoAccount, dismissToasts, renderBillingRoute } from "../testing";
import { postalAddress } from "./AccountDetails";

/** What a description list says for `term`. */
function described(region: HTMLElement, term: string): string | null | undefined {
  return within(region).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

async function openDetails(id: number, provider = testProvider) {
  const view = renderBillingRoute(`/billing/account/${id}?tab=details`, provider);
  return { ...view, details: await screen.findByRole("region", { name: "Account details" }) };
}

describe("a billing account's details", () => {
  const mock = setupMockApi({ configName: "default" });
  afterEach(dismissToasts);

  it("shows the company, its VAT number, the address, contact, discount, what is unpaid and the invoice e-mails", async () => {
    const acme = demoAccount(mock, "Acme OÜ");
    Object.assign(acme, { integration_id: "crm-0042", discount_percentage: 10 });
    const { details } = await openDetails(acme.id);
    expect(described(details, "Company name")).toBe("Acme OÜ");
    expect(described(details, "Company registration code")).toBe("14567890");
    expect(described(details, "VAT number")).toBe("EE102345678");
    const address = within(details).getByText("Address", { selector: "dt" }).nextElementSibling;
    expect(address?.querySelectorAll("div")).toHaveLength(4);
    expect(address).toHaveTextContent("Narva mnt 510117 TallinnHarjumaaEstonia");
    expect(described(details, "Email")).toBe("demo@example.com");
    expect(described(details, "Integration ID")).toBe("crm-0042");
    expect(described(details, "Discount")).toBe("10 %");
    expect(described(details, "Unpaid amount")).toBe("€61.22");
    expect(described(details, "Invoice e-mails")).toBe("Each invoice is e-mailed to demo@example.com");
    expect(within(details).queryByText("Reason for suspension")).not.toBeInTheDocument();
  });

  it("lists a field the site asks for even when empty, and leaves out a hidden one the account lacks", async () => {
    const personal = demoAccount(mock, "Personal");
    const { details } = await openDetails(personal.id);
    expect(described(details, "Company name")).toBe("Not given");
    // The default configuration hides the VAT and ID numbers, and this account has neither.
    expect(within(details).queryByText("VAT number")).not.toBeInTheDocument();
    expect(within(details).queryByText("ID number")).not.toBeInTheDocument();
  });

  it("says why a suspended account is suspended and that its invoices are not e-mailed", async () => {
    const personal = demoAccount(mock, "Personal");
    Object.assign(personal, { status: "SUSPENDED", suspend_reason: "Card payments keep failing", send_invoice_email: false });
    const { details } = await openDetails(personal.id);
    expect(described(details, "Reason for suspension")).toBe("Card payments keep failing");
    expect(described(details, "Invoice e-mails")).toBe("Invoices are not e-mailed");
  });

  it("names the tax number, the integration ID and the invoices in the provider's words", async () => {
    const acme = demoAccount(mock, "Acme OÜ");
    const provider = { ...testProvider, labels: { invoice: "order", tax: "GST", integrationId: "Partner customer ID" } };
    const { details } = await openDetails(acme.id, provider);
    expect(described(details, "GST number")).toBe("EE102345678");
    expect(described(details, "Partner customer ID")).toBe("Not given");
    expect(described(details, "Order e-mails")).toBe("Each order is e-mailed to demo@example.com");
    expect(within(details).queryByText(/VAT|Integration ID|[Ii]nvoice/)).not.toBeInTheDocument();
  });
});

describe("this month's running totals", () => {
  const mock = setupMockApi({ configName: "default" });
  afterEach(dismissToasts);

  it("shows every running total beside the usage: credit amount, available, ongoing, before and after tax", async () => {
    const personal = demoAccount(mock, "Personal");
    const running_totals = { credit_amount: 100, credit_available: 78.04, ongoing: 76.5, discount_amount: 2, subtotal: 20, subtotal_resource_usage: 19.5, total_before_tax: 18, vat_tax: 3.96, total: 21.96 };
    const served: BillingAccount = { ...personal, is_active: true, running_totals, unpaid_amount: 0 };
    mock.server.use(http.get("*/v1/payment/billing_account/list", () => HttpResponse.json([served])));
    renderBillingRoute(`/billing/account/${personal.id}`, { ...testProvider, labels: { tax: "GST", invoice: "order" } });
    const totals = await screen.findByRole("region", { name: "This month so far" });
    expect(totals).toHaveAccessibleDescription(/the month's order takes them from your credit/);
    expect(described(totals, "Ongoing usage")).toBe("€19.50");
    expect(described(totals, "Subtotal")).toBe("€20.00");
    expect(described(totals, "Discount")).toBe("-€2.00");
    expect(described(totals, "Total before GST")).toBe("€18.00");
    expect(described(totals, "GST (22 %)")).toBe("€3.96");
    expect(described(totals, "Total")).toBe("€21.96");
    expect(described(totals, "Credit amount")).toBe("€100.00");
    expect(described(totals, "Available credit")).toBe("€78.04");
    expect(described(totals, "Ongoing balance")).toBe("€76.50");
  });
});

describe("a postal address", () => {
  it.each([
    [{ address_line1: "Narva mnt 5", address_line2: "", post_index: "10117", city: "Tallinn", county: "Harjumaa", country: "EE" }, ["Narva mnt 5", "10117 Tallinn", "Harjumaa", "Estonia"]],
    [{ address_line1: "Jl. Sudirman 1", address_line2: "Lantai 3", post_index: null, city: "Jakarta", county: null, country: "ID" }, ["Jl. Sudirman 1", "Lantai 3", "Jakarta", "Indonesia"]],
    [{ address_line1: " ", city: "", country: "XX1" }, ["XX1"]],
    [{}, []],
  ])("%j reads as %j", (account, lines) => expect(postalAddress(account)).toEqual(lines));

  it.each([
    ["id", "Estonia"],
    ["et", "Eesti"],
    ["th", "เอสโตเนีย"],
  ])("names the country in the customer's language (%s: %s)", (language, country) => {
    expect(postalAddress({ city: "Tallinn", country: "EE" }, language)).toEqual(["Tallinn", country]);
  });
});
