import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { processorRedirect } from "../payments/redirect";
import { demoAccount, dismissToasts, failure, renderBillingRoute } from "../testing";
import { waitForState } from "../../../testing/waitForState";

const mock = setupMockApi({ configName: "default" });
let redirects: string[] = [];
beforeEach(() => {
  redirects = [];
  vi.spyOn(processorRedirect, "go").mockImplementation((url) => void redirects.push(url));
});
afterEach(() => {
  vi.restoreAllMocks();
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
  it("shows brand, holder, expiry, primary and verification", async () => {
    const { account, table } = await openCards("Personal");
    const [primary] = cardsOf(account.id).filter((card) => card.is_primary);
    const { last4 } = JSON.parse(primary?.additional_data ?? "{}") as { last4: string };
    const row = within(table).getByText(new RegExp(`•••• ${last4}`)).closest("tr");
    expect(row).toHaveTextContent("Primary");
    expect(row).toHaveTextContent("Cloudia Iaas");
    expect(row).toHaveTextContent("12/30");
    expect(row).toHaveTextContent("Verified");
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

  it("adds a card: prehook, add, then verify with 3-D Secure", async () => {
    const { user, account } = await openCards("Old project");
    expect(screen.getByText("No cards yet. Add one below to top up.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const form = screen.getByRole("region", { name: "Add a card" });
    expect(form).toHaveTextContent("To verify it we charge €2,000.00");
    await user.type(within(form).getByRole("textbox", { name: /Cardholder name/ }), "Ada Lovelace");
    await user.type(within(form).getByRole("textbox", { name: /Card number/ }), "5555 5555 5555 4444");
    await user.type(within(form).getByRole("textbox", { name: /Expiry/ }), "01/35");
    await user.type(within(form).getByRole("textbox", { name: /Security code/ }), "999");
    await user.click(within(form).getByRole("button", { name: "Add card" }));
    await waitForState(() => expect(redirects).toHaveLength(1));
    expect(cardsOf(account.id)[0]?.additional_data).toContain('"card_type":"mastercard"');
  });

  it("checks a new card's number before asking the processor", async () => {
    const { user, account } = await openCards("Old project");
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const form = screen.getByRole("region", { name: "Add a card" });
    await user.type(within(form).getByRole("textbox", { name: /Card number/ }), "1234");
    await user.click(within(form).getByRole("button", { name: "Add card" }));
    expect(within(form).getByRole("textbox", { name: /Card number/ })).toHaveAccessibleDescription("Check the card number");
    expect(cardsOf(account.id)).toHaveLength(0);
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
