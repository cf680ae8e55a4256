import { describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { reportError } from "../../../reporting/errorReporting";
import { NO_CARD_PROCESSOR, PAYMENT_RETURN_MESSAGE } from "../constants";
import { demoAccount, failure, renderBillingRoute, renderPaymentReturn } from "../testing";
import { readPendingPayment } from "./pendingPayment";
import { processorRedirect } from "./redirect";
import { amountField, openTopUp as openTopUpOf, setupTopUpTests, typeAmount, typeNewCard } from "./topUpTesting";
import { testProvider } from "../../../testing/testProvider";
import { waitForState } from "../../../testing/waitForState";

// The error tracker is the provider's: what it is sent is what these tests read.
vi.mock(import("../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

const mock = setupMockApi({ configName: "default" });
const world = setupTopUpTests();
const openTopUp = (title: string) => openTopUpOf(mock, title);

describe("topping up", () => {
  it("refuses an amount under the configured minimum", async () => {
    const { user } = await openTopUp("Personal");
    await typeAmount(user, "5");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription(expect.stringContaining("Top up at least €13.00")));
  });

  it("shows the final amount with the processor's fee before paying", async () => {
    const { user } = await openTopUp("Personal");
    await typeAmount(user, "20");
    expect(await screen.findByText("€2,520.70")).toBeInTheDocument();
    const preview = screen.getByLabelText("What you pay");
    expect(within(preview).getByText("Credit card fee")).toBeInTheDocument();
    expect(within(preview).getByText("€2,500.70")).toBeInTheDocument();
  });

  it("tops up with the primary saved card: buy then posthook", async () => {
    const { user, account } = await openTopUp("Personal");
    const before = account.credit_amount;
    await typeAmount(user, "25");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Top-up of €25.00 paid")).toBeInTheDocument();
    expect(account.credit_amount).toBe(before + 25);
    expect(mock.store.state.credits.at(-1)).toMatchObject({ billing_account_id: account.id, amount: 25 });
  });

  it("adds a new card with 3-D Secure, then pays once the bank sent the customer back", async () => {
    const { user, account } = await openTopUp("Old project");
    const before = account.credit_amount;
    await typeAmount(user, "30");
    await typeNewCard(user, "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Confirm the payment with your bank")).toBeInTheDocument();
    expect(world.redirects[0]).toMatch(/\/app\/payment_return\?identifier=3ds_/);
    const card = mock.store.state.cards.find((candidate) => candidate.billing_account_id === account.id && !candidate.is_deleted);
    expect(card).toMatchObject({ is_verified: false, is_verification_pending: true });
    expect(JSON.parse(card?.additional_data ?? "{}")).toMatchObject({ card_type: "visa", card_holder: "Cloudia Iaas", last4: "4242", expire_month: "12", expire_year: "2039" });

    cleanup();
    const back = renderPaymentReturn(world.redirects[0] ?? "");
    expect(await screen.findByText(PAYMENT_RETURN_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText("Your card is verified")).toBeInTheDocument();
    expect(card?.is_verified).toBe(true);
    await back.user.click(screen.getByRole("button", { name: "Pay €30.00 now" }));
    expect(await screen.findByText("Top-up of €30.00 paid")).toBeInTheDocument();
    expect(account.credit_amount).toBe(before + 30);
  });

  it("says the bank did not confirm a card it declined at 3-D Secure, charging nothing and offering no payment", async () => {
    const { user, account } = await openTopUp("Old project");
    const before = account.credit_amount;
    await typeAmount(user, "30");
    // The processors' documented declining test card.
    await typeNewCard(user, "4000 0000 0000 0002");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Confirm the payment with your bank")).toBeInTheDocument();

    cleanup();
    renderPaymentReturn(world.redirects[0] ?? "");
    expect(await screen.findByText("Your bank did not confirm the card")).toBeInTheDocument();
    expect(screen.getByText("Nothing was charged. Try again or use another card.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay / })).not.toBeInTheDocument();
    const card = mock.store.state.cards.find((candidate) => candidate.billing_account_id === account.id && candidate.additional_data?.includes('"last4":"0002"'));
    expect(card).toMatchObject({ is_verified: false, is_verification_pending: false });
    expect(account.credit_amount).toBe(before);
  });

  it("pays through a payment link with a method of the customer's country, credited on return", async () => {
    const { user, account } = await openTopUp("Old project");
    account.country = "ID";
    const before = account.credit_amount;
    await user.click(screen.getByRole("radio", { name: "E-wallet and local payment" }));
    await typeAmount(user, "40");
    const methods = within(screen.getByRole("combobox", { name: /Payment method/ })).getAllByRole("option").map((option) => option.textContent);
    expect(methods).toContain("OVO (Indonesia)");
    await user.selectOptions(screen.getByRole("combobox", { name: /Payment method/ }), "adyen::ovo");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitForState(() => expect(world.redirects).toHaveLength(1));
    expect(account.credit_amount).toBe(before);

    cleanup();
    renderPaymentReturn(world.redirects[0] ?? "");
    expect(await screen.findByText(PAYMENT_RETURN_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    expect(account.credit_amount).toBe(before + 40);
  });

  it("posts the form a payment link's processor asks for to its page", async () => {
    const posts: [string, Readonly<Record<string, string>>][] = [];
    vi.spyOn(processorRedirect, "post").mockImplementation((url, fields) => void posts.push([url, fields]));
    mock.server.use(http.post("*/v1/payment/link/send_data", () => HttpResponse.json({ identifier: "lnk_form", redirect_url: "https://pay.example/checkout", form_data: { token: "tk-1", amount: 40, nested: { no: 1 } } })));
    const { user, account } = await openTopUp("Old project");
    account.country = "ID";
    await user.click(screen.getByRole("radio", { name: "E-wallet and local payment" }));
    await typeAmount(user, "40");
    await user.selectOptions(screen.getByRole("combobox", { name: /Payment method/ }), "adyen::ovo");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitForState(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual(["https://pay.example/checkout", { token: "tk-1", amount: "40" }]);
    expect(world.redirects).toEqual([]);
    expect(readPendingPayment()).toMatchObject({ kind: "link", amount: 40 });
  });

  it("sends the customer to the bank when a saved card's charge needs confirming there, keeping the charge for the return page to complete", async () => {
    mock.server.use(http.post("*/v1/payment/credit/buy", () => HttpResponse.json({ success: false, redirect_url: "https://bank.example/3ds/ch_away", charge_id: "ch_away" })));
    const { user, account } = await openTopUp("Personal");
    await typeAmount(user, "25");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitForState(() => expect(world.redirects).toEqual(["https://bank.example/3ds/ch_away"]));
    expect(readPendingPayment()).toMatchObject({ kind: "card_topup", billingAccountId: account.id, amount: 25, chargeId: "ch_away" });
  });

  it("shows 'Payment channel not available' as the error toast and keeps the amount", async () => {
    mock.server.use(http.post("*/v1/payment/link/send_data", failure("Payment channel not available")));
    const { user } = await openTopUp("Personal");
    await user.click(screen.getByRole("radio", { name: "E-wallet and local payment" }));
    await typeAmount(user, "40");
    await user.selectOptions(screen.getByRole("combobox", { name: /Payment method/ }), "adyen::bkash");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText("Failed to top up")).toBeInTheDocument();
    expect(screen.getByText("Error: Payment channel not available [api-b1ll] (HTTP 500)")).toBeInTheDocument();
    expect(amountField()).toHaveValue(40);
    expect(world.redirects).toHaveLength(0);
  });

  it("shows a declined card as the error toast and keeps the amount", async () => {
    mock.server.use(http.post("*/v1/payment/credit/buy", failure("Your card was declined.", 402)));
    const { user } = await openTopUp("Personal");
    await typeAmount(user, "25");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Failed to top up")).toBeInTheDocument();
    expect(screen.getByText(/Your card was declined\./)).toBeInTheDocument();
    expect(amountField()).toHaveValue(25);
  });

  it("applies for invoice payment with the invoice processor", async () => {
    mock.store.state.ui.paymentProcessors = [{ type: "invoice", name: "Invoice", keyword: "invoice" }];
    const { user, account } = await openTopUp("Old project");
    await user.click(screen.getByRole("button", { name: "Apply for invoice payment" }));
    expect(await screen.findByText("Invoice payment requested: we will confirm it by email")).toBeInTheDocument();
    expect(mock.store.state.cards.some((card) => card.billing_account_id === account.id && card.additional_data?.includes("paying_by_invoice"))).toBe(true);
  });

  it("names invoice payment in the provider's word", async () => {
    mock.store.state.ui.paymentProcessors = [{ type: "invoice", name: "By order", keyword: "invoice" }];
    const { user } = await openTopUpOf(mock, "Old project", { ...testProvider, labels: { invoice: "order" } });
    expect(screen.getByText("Pay monthly orders by bank transfer instead of topping up. We check the request and confirm it by email.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply for order payment" }));
    expect(await screen.findByText(/^Order payment requested/)).toBeInTheDocument();
  });

  it("shows a failed invoice application as the error toast", async () => {
    mock.store.state.ui.paymentProcessors = [{ type: "invoice", name: "Invoice", keyword: "invoice" }];
    mock.server.use(http.post("*/v1/payment/apply_for_invoice_payment", failure("Not for private persons")));
    const { user } = await openTopUp("Old project");
    await user.click(screen.getByRole("button", { name: "Apply for invoice payment" }));
    expect(await screen.findByText("Failed to apply for invoice payment")).toBeInTheDocument();
  });


  it("shows the processor's own check of a mistyped card in its fields, asks nothing of the API and keeps what was typed", async () => {
    const { user, card } = await openTopUp("Old project");
    const cardsBefore = mock.store.state.cards.length;
    await typeAmount(user, "30");
    await typeNewCard(user, "4242 4242 4242 4241");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent("Check the card number");
    expect(screen.getByRole("textbox", { name: "Card number" })).toHaveValue("4242 4242 4242 4241");
    expect(screen.getByRole("textbox", { name: /Cardholder name/ })).toHaveValue("Cloudia Iaas");
    expect(amountField()).toHaveValue(30);
    expect(mock.store.state.cards).toHaveLength(cardsBefore);
    expect(world.redirects).toHaveLength(0);
  });

  it("asks for the holder's name of a new card, which is the console's own field", async () => {
    const { user } = await openTopUp("Old project");
    await typeAmount(user, "30");
    await screen.findByRole("textbox", { name: "Card number" });
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Cardholder name/ })).toHaveAccessibleDescription(expect.stringContaining("This field is required")));
  });

  it("charges once however often Pay is clicked while the payment is under way", async () => {
    const { user, account } = await openTopUp("Personal");
    const before = account.credit_amount;
    const creditsBefore = mock.store.state.credits.length;
    await typeAmount(user, "25");
    const pay = screen.getByRole("button", { name: "Pay" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText("Top-up of €25.00 paid")).toBeInTheDocument();
    expect(mock.store.state.credits).toHaveLength(creditsBefore + 1);
    expect(account.credit_amount).toBe(before + 25);
  });

  it("does not offer a card processor set up without its key, reports it as the provider's setup error, and says cards cannot be taken", async () => {
    const processors = mock.store.state.ui.paymentProcessors ?? [];
    mock.store.state.ui.paymentProcessors = processors.map((processor) => (processor.keyword === "mock_creditcard" ? { ...processor, public_key: null } : processor));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await openTopUp("Personal");
    expect(screen.getByText(NO_CARD_PROCESSOR)).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Credit card" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
    const problem = "The card processor mock_creditcard is not set up: the mock processor (mock_creditcard): The configuration gives the processor no public key (public_key).";
    expect(errors).toHaveBeenCalledWith(problem);
    await waitForState(() => expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ name: "ProcessorSetupError", message: problem }), { processor: "mock_creditcard", setup: true }));
    expect(world.loader.requested).toHaveLength(0);
  });

  it("says so when no processor of the site can be offered", async () => {
    mock.store.state.ui.paymentProcessors = [{ type: "creditcard", name: "Card", keyword: "unknown_creditcard", public_key: "pk_x" }];
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderBillingRoute(`/billing/account/${demoAccount(mock, "Personal").id}`);
    expect(await screen.findByText(NO_CARD_PROCESSOR)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Top up" })).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('No card adapter takes the processor keyword "unknown_creditcard".') }), { processor: "unknown_creditcard", setup: true });
  });
});
