import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { installMockProcessorLoader, type MockProcessorLoader } from "../../../testing/doubles/mockProcessor";
import { setupMockApi } from "../../../testing/mockApi";
import { processorRedirect } from "../payments/redirect";
import { NO_CARD_PROCESSOR } from "../constants";
import { demoAccount, dismissToasts, failure, renderBillingRoute } from "../testing";
import { waitForState } from "../../../testing/waitForState";
import { formatDate } from "../../../format";
import { validThruMonth } from "./validThru";

const mock = setupMockApi({ configName: "default" });
let redirects: string[] = [];
let loader: MockProcessorLoader;
beforeEach(() => {
  redirects = [];
  vi.spyOn(processorRedirect, "go").mockImplementation((url) => void redirects.push(url));
  loader = installMockProcessorLoader();
});
afterEach(() => {
  vi.restoreAllMocks();
  loader.uninstall();
  dismissToasts();
});

function cardsOf(accountId: number) {
  return mock.store.state.cards.filter((card) => card.billing_account_id === accountId && !card.is_deleted);
}

async function openCards(title: string) {
  const account = demoAccount(mock, title);
  const view = renderBillingRoute(`/billing/account/${account.id}`);
  await view.user.click(await screen.findByRole("tab", { name: "Cards" }));
  const table = await screen.findByRole("table", { name: "Cards" });
  return { ...view, account, table };
}

describe("a billing account's cards", () => {
  it("shows brand, holder, valid-thru date, when it was added, primary and verification", async () => {
    const account = demoAccount(mock, "Personal");
    const [primary, other] = cardsOf(account.id).sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
    if (!primary || !other) throw new Error("the demo preset has two cards");
    Object.assign(primary, { valid_thru: Date.UTC(2031, 2, 31, 12) / 1000, created: Date.UTC(2026, 10, 2, 12) / 1000 });
    // A payment object without a valid-thru date shows the expiry its details carry.
    Object.assign(other, { valid_thru: undefined });
    const { table } = await openCards("Personal");
    const rowOf = (card: { additional_data: string }) => {
      const { last4 } = JSON.parse(card.additional_data) as { last4: string };
      return within(table).getByText(new RegExp(`•••• ${last4}`)).closest("tr");
    };
    const locale = mock.store.state.ui.siteLocale;
    const row = rowOf(primary);
    expect(row).toHaveTextContent("Primary");
    expect(row).toHaveTextContent("Cloudia Iaas");
    expect(row).toHaveTextContent(validThruMonth(primary.valid_thru, locale) ?? "a month");
    expect(row).toHaveTextContent(formatDate(primary.created, locale));
    expect(row).toHaveTextContent("Verified");
    expect(within(table).getByRole("columnheader", { name: "Valid thru" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Added" })).toBeInTheDocument();
    expect(rowOf(other)).toHaveTextContent("12/30");
  });

  it("verifies a card pending verification, the amount explained, through the bank's 3-D Secure page", async () => {
    const account = demoAccount(mock, "Personal");
    const pending = cardsOf(account.id).find((card) => !card.is_primary);
    if (!pending) throw new Error("the demo preset has a second card");
    Object.assign(pending, { is_verified: false, is_verification_pending: true });
    const { user, table } = await openCards("Personal");
    const row = within(table).getByText("Pending verification").closest("tr");
    await user.click(within(row as HTMLElement).getByRole("button", { name: "Verify" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("We charge the card €2,000.00 to check it is yours, and refund it at once.");
    expect(dialog).toHaveTextContent("3-D Secure");
    await user.click(within(dialog).getByRole("button", { name: "Verify card" }));
    await waitForState(() => expect(redirects[0]).toMatch(/payment_return\?identifier=3ds_/));
  });

  it("makes a verified card primary", async () => {
    const { user, account, table } = await openCards("Personal");
    const other = cardsOf(account.id).find((card) => !card.is_primary);
    await user.click(within(table).getByRole("button", { name: "Make primary" }));
    expect(await screen.findByText("Primary card changed")).toBeInTheDocument();
    expect(other?.is_primary).toBe(true);
  });

  it("deletes a card after confirmation", async () => {
    const { user, account, table } = await openCards("Personal");
    const before = cardsOf(account.id).length;
    await user.click(within(table).getAllByRole("button", { name: "Delete" })[1] as HTMLElement);
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete card" }));
    expect(await screen.findByText("Card deleted")).toBeInTheDocument();
    expect(cardsOf(account.id)).toHaveLength(before - 1);
  });

  it("adds a card typed into the processor's own fields: its token, add, then verify with 3-D Secure", async () => {
    const { user, account } = await openCards("Old project");
    expect(screen.getByText("No cards yet. Add one below to top up.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const form = screen.getByRole("region", { name: "Add a card" });
    expect(form).toHaveTextContent("To verify it we charge €2,000.00");
    await user.type(within(form).getByRole("textbox", { name: /Cardholder name/ }), "Ada Lovelace");
    await user.type(await within(form).findByRole("textbox", { name: "Card number" }), "5555 5555 5555 4444");
    await user.type(within(form).getByRole("textbox", { name: "Expiry (MM/YY)" }), "01/35");
    await user.type(within(form).getByRole("textbox", { name: "Security code" }), "999");
    await user.click(within(form).getByRole("button", { name: "Add card" }));
    await waitForState(() => expect(redirects).toHaveLength(1));
    expect(loader.requested).toEqual(["http://localhost/v1/mock-processor/mockpay.js"]);
    expect(JSON.parse(cardsOf(account.id)[0]?.additional_data ?? "{}")).toMatchObject({ card_type: "mastercard", card_holder: "Ada Lovelace", last4: "4444", expire_month: "01", expire_year: "2035" });
  });

  it("lists a new card whose verification failed, unverified, for the customer to verify again", async () => {
    mock.server.use(http.post("*/v1/payment/card/verify", failure("Card verification failed at the processor")));
    const { user, table } = await openCards("Old project");
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const form = screen.getByRole("region", { name: "Add a card" });
    await user.type(within(form).getByRole("textbox", { name: /Cardholder name/ }), "Ada Lovelace");
    await user.type(await within(form).findByRole("textbox", { name: "Card number" }), "5555 5555 5555 4444");
    await user.type(within(form).getByRole("textbox", { name: "Expiry (MM/YY)" }), "01/35");
    await user.type(within(form).getByRole("textbox", { name: "Security code" }), "999");
    await user.click(within(form).getByRole("button", { name: "Add card" }));
    expect(await screen.findByText("Failed to save the card")).toBeInTheDocument();
    const row = (await within(table).findByText(/•••• 4444/)).closest("tr");
    expect(row).toHaveTextContent("Pending verification");
    expect(within(row as HTMLElement).getByRole("button", { name: "Verify" })).toBeInTheDocument();
  });

  it("shows the processor's own check of a new card's number, and adds nothing", async () => {
    const { user, account } = await openCards("Old project");
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const form = screen.getByRole("region", { name: "Add a card" });
    await user.type(within(form).getByRole("textbox", { name: /Cardholder name/ }), "Ada Lovelace");
    await user.type(await within(form).findByRole("textbox", { name: "Card number" }), "1234");
    await user.click(within(form).getByRole("button", { name: "Add card" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Check the card number");
    expect(within(form).getByRole("textbox", { name: "Card number" })).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByRole("textbox", { name: /Cardholder name/ })).toHaveValue("Ada Lovelace");
    expect(cardsOf(account.id)).toHaveLength(0);
  });

  it("says the card fields cannot be loaded when the processor's script does not answer, and adds nothing", async () => {
    loader.reachable = false;
    const { user, account } = await openCards("Old project");
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const form = screen.getByRole("region", { name: "Add a card" });
    expect(await within(form).findByRole("alert")).toHaveTextContent("The card processor's fields could not be loaded. Check your connection and try again.");
    expect(within(form).queryByRole("textbox", { name: "Card number" })).not.toBeInTheDocument();
    expect(cardsOf(account.id)).toHaveLength(0);
  });

  it("offers no way to add a card when the site's card processor is not set up", async () => {
    const processors = mock.store.state.ui.paymentProcessors ?? [];
    mock.store.state.ui.paymentProcessors = processors.map((processor) => (processor.type === "creditcard" ? { ...processor, public_key: "" } : processor));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await openCards("Personal");
    expect(screen.getByText(NO_CARD_PROCESSOR)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a card" })).not.toBeInTheDocument();
  });

  it("shows a failed verification as the error toast", async () => {
    mock.server.use(http.post("*/v1/payment/card/verify", failure("Card verification failed at the processor")));
    const account = demoAccount(mock, "Personal");
    const pending = cardsOf(account.id).find((card) => !card.is_primary);
    if (pending) Object.assign(pending, { is_verified: false, is_verification_pending: true });
    const { user, table } = await openCards("Personal");
    await user.click(within(table).getByRole("button", { name: "Verify" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Verify card" }));
    expect(await screen.findByText("Failed to verify the card")).toBeInTheDocument();
  });
});
