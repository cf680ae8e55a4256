import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { testProvider } from "../../../testing/testProvider";
import { demoAccount, dismissToasts, englishText, failure, renderBillingRoute } from "../testing";
import { LANGUAGE_MESSAGE } from "../../../forms/messages";
import { COUNTRY_MESSAGE } from "./form/accountValues";
import { accountFormMessages } from "./form/messages";

const field = (name: RegExp) => screen.getByRole("textbox", { name });

describe("creating a billing account (default provider)", () => {
  const mock = setupMockApi({ configName: "default" });
  afterEach(dismissToasts);

  it("requires email and phone and hides the VAT and ID numbers", async () => {
    const { user } = renderBillingRoute("/billing/create");
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    expect(screen.queryByRole("textbox", { name: /VAT number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /ID number/ })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Integration ID/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create billing account" }));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription("This field is required"));
    expect(field(/^Phone/)).toHaveAccessibleDescription("This field is required");
  });

  it("speaks the provider's words: its tax's number, its integration ID label, paying by its word for invoices", async () => {
    mock.store.state.ui.billingAccountFields = [];
    const provider = { ...testProvider, labels: { invoice: "order", tax: "GST", integrationId: "Partner customer ID" } };
    renderBillingRoute("/billing/create", provider);
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    expect(screen.getByText("The credit your resources are paid from, and the details your orders carry.")).toBeInTheDocument();
    expect(field(/^GST number/)).toBeInTheDocument();
    expect(field(/^Partner customer ID/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /^By order/ })).toHaveAccessibleDescription("For companies: pay monthly orders by bank transfer.");
    expect(screen.queryByText(/VAT|Integration ID|[Ii]nvoice/)).not.toBeInTheDocument();
  });

  it("checks the country and language codes", async () => {
    const { user } = renderBillingRoute("/billing/create");
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    await user.type(field(/^Country/), "E1");
    await user.type(field(/^Language/), "e1");
    await user.click(screen.getByRole("button", { name: "Create billing account" }));
    await waitFor(() => expect(field(/^Country/)).toHaveAccessibleDescription(expect.stringContaining(englishText(accountFormMessages, COUNTRY_MESSAGE))));
    expect(field(/^Language/)).toHaveAccessibleDescription(expect.stringContaining(LANGUAGE_MESSAGE));
  });

  it("creates an invoice account with what was typed and opens it", async () => {
    const before = mock.store.state.billingAccounts.length;
    const { user } = renderBillingRoute("/billing/create");
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    await user.click(screen.getByRole("radio", { name: /By invoice/ }));
    await user.type(field(/^Title/), "Agency");
    await user.type(field(/^Email/), "ops@agency.test");
    await user.type(field(/^Phone/), "+372 555 0101");
    await user.type(field(/^Country/), "ee");
    await user.upload(screen.getByLabelText(/^Document/), new File(["%PDF-1.4"], "registry.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Attached: registry.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create billing account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Agency" })).toBeInTheDocument();
    expect(mock.store.state.billingAccounts).toHaveLength(before + 1);
    const created = demoAccount(mock, "Agency");
    expect(created).toMatchObject({ email: "ops@agency.test", country: "EE", paying_by_invoice: true, document_name: "registry.pdf" });
  });

  it("keeps what was typed when creating fails", async () => {
    mock.server.use(http.post("*/v1/payment/billing_account", failure("Billing is down")));
    const { user } = renderBillingRoute("/billing/create");
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    await user.type(field(/^Email/), "a@b.test");
    await user.type(field(/^Phone/), "123");
    await user.click(screen.getByRole("button", { name: "Create billing account" }));
    expect(await screen.findByText("Failed to create billing account")).toBeInTheDocument();
    expect(screen.getByText("Error: Billing is down [api-b1ll] (HTTP 500)")).toBeInTheDocument();
    expect(field(/^Email/)).toHaveValue("a@b.test");
  });

  it("edits an account's details", async () => {
    const account = demoAccount(mock, "Personal");
    const { user } = renderBillingRoute(`/billing/account/${account.id}/edit`);
    await screen.findByRole("heading", { level: 1, name: "Edit Personal" });
    await user.clear(field(/^City/));
    await user.type(field(/^City/), "Tartu");
    if (!(field(/^Email/) as HTMLInputElement).value) await user.type(field(/^Email/), "me@example.test");
    if (!(field(/^Phone/) as HTMLInputElement).value) await user.type(field(/^Phone/), "555");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Billing account saved")).toBeInTheDocument();
    expect(account.city).toBe("Tartu");
  });
});

describe("creating the first billing account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("shows the first-account credit it earns", async () => {
    renderBillingRoute("/billing/create");
    expect(await screen.findByText("Your first billing account comes with free credit")).toBeInTheDocument();
    expect(screen.getByText(/€22\.00 of credit/)).toBeInTheDocument();
  });

  it("goes back to the form that sent the customer here", async () => {
    const { user } = renderBillingRoute("/billing/create?return=%2Fbilling");
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    await user.type(field(/^Email/), "new@example.test");
    await user.type(field(/^Phone/), "555");
    await user.click(screen.getByRole("button", { name: "Create billing account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Billing" })).toBeInTheDocument();
  });
});

describe("creating a billing account (metal provider)", () => {
  setupMockApi({ configName: "metal" });

  it("requires only the email", async () => {
    const { user } = renderBillingRoute("/billing/create");
    await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
    await user.click(screen.getByRole("button", { name: "Create billing account" }));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription("This field is required"));
    expect(field(/^Phone/)).not.toHaveAccessibleDescription("This field is required");
  });
});
