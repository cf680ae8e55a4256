import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { testProvider } from "../../../testing/testProvider";
import { setupMockApi } from "../../../testing/mockApi";
import { cardLabel } from "../payments/processors";
import { accountTitled, renderHistory } from "./testing";
import { waitForState } from "../../../testing/waitForState";

const mock = setupMockApi({ configName: "default" });

let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return "blob:mock";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => void toast.dismiss());
});

const acme = () => accountTitled(mock.store, "Acme OÜ");
const unpaid = () => {
  const found = mock.store.state.invoices.find((i) => i.billing_account_id === acme().id && i.status === 5);
  if (!found) throw new Error("the demo has an unpaid invoice");
  return found;
};

describe("an invoice's page", () => {
  it("shows an unpaid invoice's totals, records and transactions, and pays it", async () => {
    const invoice = unpaid();
    const { user } = renderHistory(`/billing/account/${acme().id}/invoice/${invoice.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: `Invoice ${invoice.padded_id}` })).toBeInTheDocument();
    expect(screen.getByText("Unpaid")).toBeInTheDocument();
    const totals = within(screen.getByRole("region", { name: "Totals" }));
    expect(totals.getByText("VAT (22 %)")).toBeInTheDocument();
    expect(totals.getByText("€11.04")).toBeInTheDocument();
    expect(totals.getByText("€61.22")).toBeInTheDocument();
    const records = within(screen.getByRole("table", { name: "Records" }));
    expect(records.getByText("Ubuntu 24.04, 2 CPUs, 2 GB RAM, 20 GB disk")).toBeInTheDocument();
    expect(records.getByText("720 h")).toBeInTheDocument();
    expect(records.getByText("tll")).toBeInTheDocument();
    expect(screen.getByText("No payments yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Pay invoice ${invoice.padded_id}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Pay €61.22" }));
    expect(await screen.findByText("Succeeded")).toBeInTheDocument();
    // The transaction names what paid it: the account's primary card.
    const primary = mock.store.state.cards.find((card) => card.billing_account_id === acme().id && card.is_primary);
    expect(screen.getByRole("cell", { name: primary ? cardLabel(primary) : "a primary card" })).toBeInTheDocument();
    expect(await screen.findByText("Paid")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay invoice/ })).not.toBeInTheDocument();
  });

  it("shows a paid invoice with its PDF and no way to pay it again", async () => {
    const paid = mock.store.state.invoices.find((i) => i.billing_account_id === acme().id && i.status === 10);
    const { user } = renderHistory(`/billing/account/${acme().id}/invoice/${paid?.id}`);
    expect(await screen.findByText("Paid")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay invoice/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Download invoice ${paid?.padded_id} as PDF` }));
    await waitForState(() => expect(saved[0]?.name).toBe(`invoice-${paid?.padded_id}.pdf`));
  });

  it("shows the month in progress as a running invoice, its records from usage, with no PDF", async () => {
    const { user } = renderHistory(`/billing/account/${acme().id}/invoice/current`);
    expect(await screen.findByRole("heading", { level: 1, name: "Current period" })).toBeInTheDocument();
    expect(screen.getByText("In progress")).toBeInTheDocument();
    expect(screen.getByText(/its amounts grow with usage/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /PDF/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Records" })).getAllByRole("row").length).toBeGreaterThan(1);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(saved[0]?.name).toBe("invoice-current.csv");
    expect((await saved[0]?.blob.text())?.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Item,Quantity,Unit,Price (EUR),Amount (EUR),VAT (EUR),Location");
  });

  it("exports a detail's records as CSV under the provider's words", async () => {
    const invoice = unpaid();
    const { user } = renderHistory(`/billing/account/${acme().id}/invoice/${invoice.id}`, { provider: { ...testProvider, labels: { invoice: "order", tax: "GST" } } });
    expect(await screen.findByRole("heading", { level: 1, name: `Order ${invoice.padded_id}` })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "GST" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(saved[0]?.name).toBe(`order-${invoice.padded_id}.csv`);
    const lines = (await saved[0]?.blob.text())?.replace(/^\uFEFF/, "").split("\r\n") ?? [];
    expect(lines[0]).toBe("Item,Quantity,Unit,Price (EUR),Amount (EUR),GST (EUR),Location");
    expect(lines[1]).toBe('"Ubuntu 24.04, 2 CPUs, 2 GB RAM, 20 GB disk",720,h,0.06969,50.18,11.04,tll');
  });

  it("names each transaction's payment object: account credit, a card in the provider's word, one the account no longer lists", async () => {
    const paid = mock.store.state.invoices.find((i) => i.billing_account_id === acme().id && i.status === 10);
    if (!paid) throw new Error("the demo has a paid invoice");
    // The account's card becomes its invoice payment object.
    const byInvoice = mock.store.state.cards.find((card) => card.billing_account_id === acme().id);
    if (!byInvoice) throw new Error("the demo's company account has a card");
    byInvoice.additional_data = JSON.stringify({ type: "paying_by_invoice" });
    paid.transaction_list = [
      { id: 1, amount: 10, created: paid.created, identifier: "credit_1", payment_object_id: null, is_success: true },
      { id: 2, amount: 20, created: paid.created, identifier: "tran_2", payment_object_id: byInvoice.id, is_success: true },
      { id: 3, amount: 30, created: paid.created, identifier: "tran_3", payment_object_id: 770001, is_success: false },
    ];
    renderHistory(`/billing/account/${acme().id}/invoice/${paid.id}`, { provider: { ...testProvider, labels: { invoice: "order" } } });
    const transactions = within(await screen.findByRole("table", { name: "Transactions" }));
    expect(transactions.getByRole("columnheader", { name: "Paid with" })).toBeInTheDocument();
    expect(transactions.getByRole("cell", { name: "Account credit" })).toBeInTheDocument();
    expect(transactions.getByRole("cell", { name: "By order" })).toBeInTheDocument();
    expect(transactions.getByRole("cell", { name: "Payment object 770001" })).toBeInTheDocument();
  });

  it("says so when the invoice is not the account's", async () => {
    renderHistory(`/billing/account/${acme().id}/invoice/424242`);
    expect(await screen.findByText("There is no invoice 424242 on this billing account.")).toBeInTheDocument();
  });
});
