import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { holdUntilAllStarted } from "../../../testing/parallelRequests";
import { demoAccount, dismissToasts, renderBillingRoute } from "../testing";

describe("a billing account's page", () => {
  const mock = setupMockApi({ configName: "default" });
  afterEach(dismissToasts);

  it("shows this month's running totals with the tax label and days in debt", async () => {
    const account = demoAccount(mock, "Personal");
    renderBillingRoute(`/billing/account/${account.id}`);
    const totals = await screen.findByRole("region", { name: "This month so far" });
    for (const term of ["Ongoing usage", "Subtotal", "Discount", "Total", "Available credit", "Days in debt"]) expect(within(totals).getByText(term)).toBeInTheDocument();
    expect(within(totals).getByText(/^VAT/)).toBeInTheDocument();
    expect(within(totals).getByText("Not in debt")).toBeInTheDocument();
    expect(screen.getByText("Default")).toBeInTheDocument();
  });

  it("reads the account list and the account's cards together", async () => {
    const account = demoAccount(mock, "Personal");
    const held = holdUntilAllStarted(mock, ["/payment/billing_account/list", "/payment/card/list"]);
    renderBillingRoute(`/billing/account/${account.id}`);
    await waitFor(() => expect(held.started.size).toBe(2));
    expect(await screen.findByRole("heading", { level: 1, name: "Personal" })).toBeInTheDocument();
  });

  // The address names the open section (`?tab=`); the e2e test reads it back from the browser's address bar.
  it("opens the section the address names", async () => {
    const account = demoAccount(mock, "Personal");
    const { user } = renderBillingRoute(`/billing/account/${account.id}?tab=invoices`);
    expect(await screen.findByRole("tab", { name: "Invoices", selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Usage" }));
    expect(screen.getByRole("tab", { name: "Usage", selected: true })).toBeInTheDocument();
  });

  it("makes an account the default one", async () => {
    const account = demoAccount(mock, "Old project");
    const { user } = renderBillingRoute(`/billing/account/${account.id}`);
    await user.click(await screen.findByRole("button", { name: "Make default" }));
    expect(await screen.findByText("Default billing account changed")).toBeInTheDocument();
    expect(account.is_default).toBe(true);
    expect(demoAccount(mock, "Personal").is_default).toBe(false);
  });

  it("keeps the account when deleting is cancelled, focus back on Delete", async () => {
    const account = demoAccount(mock, "Old project");
    const { user } = renderBillingRoute(`/billing/account/${account.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Old project?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
    expect(account.is_deleted).toBe(false);
  });

  it("deletes an account after confirmation", async () => {
    const account = demoAccount(mock, "Old project");
    const { user } = renderBillingRoute(`/billing/account/${account.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Its remaining credit is lost");
    await user.click(within(dialog).getByRole("button", { name: "Delete billing account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Billing" })).toBeInTheDocument();
    expect(account.is_deleted).toBe(true);
  });

  it("says when the account does not exist", async () => {
    renderBillingRoute("/billing/account/999999");
    expect(await screen.findByRole("heading", { name: "Billing account not found" })).toBeInTheDocument();
  });
});
