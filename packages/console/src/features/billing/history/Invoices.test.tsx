import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { testProvider } from "../../../testing/testProvider";
import { setupMockApi } from "../../../testing/mockApi";
import { AccountInvoices } from "./AccountInvoices";
import { accountTitled, renderHistory } from "./testing";
import { waitForState } from "../../../testing/waitForState";

const mock = setupMockApi({ configName: "default" });

/** What the page saved: each download's file name and its content. */
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
const unpaidOf = (accountId: number) => mock.store.state.invoices.find((i) => i.billing_account_id === accountId && i.status === 5);

async function openInvoices(accountId = acme().id, provider = testProvider) {
  const view = renderHistory(`/section/${accountId}`, { section: AccountInvoices, provider });
  await screen.findByRole("table", { name: /Invoices|Orders/ });
  return view;
}

const rowOf = (text: string | RegExp) => {
  const row = screen.getByRole("link", { name: text }).closest("tr");
  if (!row) throw new Error(`no row with ${String(text)}`);
  return within(row);
};

describe("the invoice list", () => {
  it("shows the running month first, then unpaid and paid invoices with number, type, status and total", async () => {
    await openInvoices();
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Current period" })).toHaveAttribute("href", `/billing/account/${acme().id}/invoice/current`);
    expect(within(rows[0] as HTMLElement).getByText("In progress")).toBeInTheDocument();
    const unpaid = unpaidOf(acme().id);
    const unpaidRow = rowOf(unpaid?.padded_id ?? "");
    expect(unpaidRow.getByText("Unpaid")).toBeInTheDocument();
    expect(unpaidRow.getByText("Cloud services")).toBeInTheDocument();
    expect(unpaidRow.getByText("€61.22")).toBeInTheDocument();
    expect(unpaidRow.getByRole("button", { name: `Pay invoice ${unpaid?.padded_id}` })).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
    // The running invoice has no PDF and nothing to pay yet.
    expect(within(rows[0] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
  });

  it("pays an unpaid invoice after confirming, and shows it paid", async () => {
    const { user } = await openInvoices();
    const unpaid = unpaidOf(acme().id);
    await user.click(screen.getByRole("button", { name: `Pay invoice ${unpaid?.padded_id}` }));
    const dialog = await screen.findByRole("alertdialog", { name: `Pay invoice ${unpaid?.padded_id}?` });
    await user.click(within(dialog).getByRole("button", { name: "Pay €61.22" }));
    expect(await screen.findByText("Invoice paid")).toBeInTheDocument();
    expect(mock.store.state.invoices.find((i) => i.id === unpaid?.id)?.status).toBe(10);
    expect(await rowOf(unpaid?.padded_id ?? "").findByText("Paid")).toBeInTheDocument();
  });

  it("says why paying failed, in the error toast with the correlation id", async () => {
    // Without a verified primary card the mock refuses.
    mock.store.state.cards = mock.store.state.cards.filter((card) => card.billing_account_id !== acme().id);
    const { user } = await openInvoices();
    const unpaid = unpaidOf(acme().id);
    await user.click(screen.getByRole("button", { name: `Pay invoice ${unpaid?.padded_id}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Pay €61.22" }));
    expect(await screen.findByText("Failed to pay invoice")).toBeInTheDocument();
    expect(screen.getAllByText(/No verified primary card to pay with/).length).toBeGreaterThan(0);
    expect(unpaidOf(acme().id)).toBeDefined();
  });

  it("downloads an invoice's PDF", async () => {
    const { user } = await openInvoices();
    const unpaid = unpaidOf(acme().id);
    await user.click(screen.getByRole("button", { name: `Download invoice ${unpaid?.padded_id} as PDF` }));
    await waitForState(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`invoice-${unpaid?.padded_id}.pdf`);
    expect(await saved[0]?.blob.text()).toMatch(/^%PDF-/);
  });

  it("exports the list as CSV, numbers and dates as they are", async () => {
    const { user } = await openInvoices();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(saved[0]?.name).toBe(`invoices-${acme().id}.csv`);
    const lines = (await saved[0]?.blob.text())?.replace(/^\uFEFF/, "").split("\r\n") ?? [];
    expect(lines[0]).toBe("Number,Period start,Period end,Type,Status,Subtotal (EUR),Discount (EUR),VAT (EUR),Total (EUR)");
    expect(lines[1]).toMatch(/^Current period,\d{4}-\d\d-01,/);
    const unpaid = unpaidOf(acme().id);
    expect(lines.find((line) => line.startsWith(unpaid?.padded_id ?? "-"))).toMatch(/,Cloud services,Unpaid,50.18,0,11.04,61.22$/);
  });

  it("shows a credit note as such", async () => {
    const paid = mock.store.state.invoices.find((i) => i.billing_account_id === acme().id && i.status === 10);
    if (!paid) throw new Error("the demo has a paid invoice");
    mock.store.state.invoices.push({ ...paid, id: 990001, padded_id: "000990001", type: "credit_note", totals: { ...paid.totals, total: -12.5 } });
    await openInvoices();
    const row = rowOf("000990001");
    expect(row.getByText("Credit note")).toBeInTheDocument();
    expect(row.getByText("-€12.50")).toBeInTheDocument();
  });

  it("says so when the account has no invoices and no usage this month", async () => {
    mock.server.use(
      http.get("http://localhost/v1/payment/invoice/list", () => HttpResponse.json([])),
      http.get("http://localhost/v1/charging/usage", () => HttpResponse.json([])),
    );
    renderHistory(`/section/${acme().id}`, { section: AccountInvoices });
    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();
  });

  it("shows the failure with a retry when the invoices cannot be loaded", async () => {
    mock.server.use(http.get("http://localhost/v1/payment/invoice/list", () => HttpResponse.json({ errors: { Error: "Invoices are down" } }, { status: 500 }), { once: true }));
    const { user } = renderHistory(`/section/${acme().id}`, { section: AccountInvoices });
    expect(await screen.findByText("Could not load the invoices.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again to load the invoices" }));
    expect(await screen.findByRole("table", { name: "Invoices" })).toBeInTheDocument();
  });

  it("calls invoices orders and the tax GST where the provider says so, down to the success toast", async () => {
    const { user } = await openInvoices(acme().id, { ...testProvider, labels: { invoice: "order", tax: "GST" } });
    expect(screen.getByRole("region", { name: "Orders" })).toBeInTheDocument();
    expect(screen.getByText("Amounts include GST.")).toBeInTheDocument();
    const unpaid = unpaidOf(acme().id);
    await user.click(screen.getByRole("button", { name: `Pay order ${unpaid?.padded_id}` }));
    await user.click(within(await screen.findByRole("alertdialog", { name: `Pay order ${unpaid?.padded_id}?` })).getByRole("button", { name: "Pay €61.22" }));
    expect(await screen.findByText("Order paid")).toBeInTheDocument();
  });

  it("titles a failure in the provider's word", async () => {
    // Without a verified primary card the mock refuses.
    mock.store.state.cards = mock.store.state.cards.filter((card) => card.billing_account_id !== acme().id);
    const { user } = await openInvoices(acme().id, { ...testProvider, labels: { invoice: "order" } });
    const unpaid = unpaidOf(acme().id);
    await user.click(screen.getByRole("button", { name: `Pay order ${unpaid?.padded_id}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Pay €61.22" }));
    expect(await screen.findByText("Failed to pay order")).toBeInTheDocument();
  });
});
