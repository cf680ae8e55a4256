import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { testProvider } from "../../../testing/testProvider";
import { AccountCreditHistory } from "./AccountCreditHistory";
import { AccountUsage } from "./AccountUsage";
import { accountTitled, renderHistory } from "./testing";

const mock = setupMockApi({ configName: "default" });

describe("the credit history", () => {
  it("lists every credit and debit, newest first, with its description and who made it", async () => {
    const personal = accountTitled(mock.store, "Personal");
    const user = mock.store.state.user.id;
    mock.store.state.credits.push({ id: 880001, billing_account_id: personal.id, amount: 20, description: "Top-up with card", reference: "", created: Math.floor(Date.now() / 1000), acting_user_id: user });
    renderHistory(`/section/${personal.id}`, { section: AccountCreditHistory });
    const table = await screen.findByRole("table", { name: "Credit history" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByText("Top-up with card")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("You")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("+€20.00")).toBeInTheDocument();
    expect(within(table).getByText("-€29.50")).toBeInTheDocument();
    expect(within(table).getByText("Invoice payment")).toBeInTheDocument();
    // The seed's entries name no one: the platform made them.
    expect(within(table).getAllByText("Automatic").length).toBeGreaterThan(0);
  });

  it("says so when the account has no credit moves", async () => {
    renderHistory(`/section/${accountTitled(mock.store, "Old project").id}`, { section: AccountCreditHistory });
    expect(await screen.findByRole("heading", { name: "No credit moves yet" })).toBeInTheDocument();
  });
});

describe("usage", () => {
  it("shows the month's usage by resource with hours, uptime type, price and cost, the totals and a chart", async () => {
    const acme = accountTitled(mock.store, "Acme OÜ");
    renderHistory(`/section/${acme.id}`, { section: AccountUsage });
    const table = await screen.findByRole("table", { name: "Usage by resource" });
    expect(within(table).getByRole("columnheader", { name: /Uptime type/ })).toBeInTheDocument();
    expect(within(table).getAllByText("Running, Disk").length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/€\d+\.\d{4}\/h/).length).toBeGreaterThan(0);
    expect(screen.getByText("Cost so far")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: /Cost accrued by day/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument();
  });

  it("says so when nothing ran this month", async () => {
    mock.server.use(http.get("http://localhost/v1/charging/usage", () => HttpResponse.json([])));
    renderHistory(`/section/${accountTitled(mock.store, "Old project").id}`, { section: AccountUsage });
    expect(await screen.findByRole("heading", { name: "No usage this month" })).toBeInTheDocument();
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
  });

  it("points to earlier months in the provider's word for invoices", async () => {
    const provider = { ...testProvider, labels: { invoice: "order" } };
    renderHistory(`/section/${accountTitled(mock.store, "Acme OÜ").id}`, { section: AccountUsage, provider });
    expect(await screen.findByText(/Earlier months are in the orders\./)).toBeInTheDocument();
    expect(screen.queryByText(/invoice/i)).not.toBeInTheDocument();
  });
});
