import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { installMockProcessorLoader, type MockProcessorLoader } from "../../../../testing/doubles/mockProcessor";
import { serveStripeJs, type StripeDoubleControl } from "../../../../testing/doubles/stripe";
import { setupMockApi } from "../../../../testing/mockApi";
import { reportError } from "../../../../reporting/errorReporting";
import { demoAccount, dismissToasts, renderBillingRoute } from "../../testing";
import { HOSTED_PAGE_ADDS_CARD } from "../../constants";
import { readPendingPayment } from "../pendingPayment";
import { processorRedirect } from "../redirect";

// The error tracker is the provider's: a wallet the browser lacks is not a setup error to send it.
vi.mock(import("../../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

const mock = setupMockApi({ configName: "default" });
const WALLET: PaymentProcessor = { type: "creditcard", name: "Apple Pay or Google Pay", keyword: "stripe_wallet", public_key: "pk_test_51Console" };

let loader: MockProcessorLoader;
let stripe: { control: StripeDoubleControl; stop: () => void } | undefined;

beforeEach(() => {
  loader = installMockProcessorLoader();
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  stripe?.stop();
  stripe = undefined;
  loader.uninstall();
  vi.mocked(reportError).mockClear();
  dismissToasts();
});

async function openTopUp() {
  const account = demoAccount(mock, "Old project");
  renderBillingRoute(`/billing/account/${account.id}`);
  return screen.findByRole("region", { name: "Top up" });
}

describe("a wallet in the card entry", () => {
  beforeEach(() => {
    // The wallet first, so it is the processor chosen when the top-up opens.
    mock.store.state.ui.paymentProcessors = [WALLET, ...(mock.store.state.ui.paymentProcessors ?? [])];
    // Stripe's payment request needs the account's country and currency, which card/prehook gives for the wallet.
    mock.server.use(
      http.post("*/v1/payment/card/prehook", async ({ request }) => {
        const body = new URLSearchParams(await request.clone().text());
        if (body.get("processor") === WALLET.keyword) return HttpResponse.json({ client_secret: "seti_1Wallet_secret_xyz", country: "NL", currency: "EUR" });
        return undefined;
      }),
    );
  });

  it("is hidden from the top-up's choices where the browser has none (Stripe's canMakePayment resolves null), and the next processor's fields take its place", async () => {
    stripe = serveStripeJs({ wallet: null });
    const topUp = await openTopUp();
    await within(topUp).findByRole("textbox", { name: "Card number" });
    await waitFor(() => expect(stripe?.control.calls.some((call) => call.method === "paymentRequest.canMakePayment")).toBe(true));
    expect(within(topUp).queryByRole("radio", { name: WALLET.name })).toBeNull();
    expect(within(topUp).queryByRole("button", { name: /Apple Pay|Google Pay/ })).toBeNull();
    expect(within(topUp).queryByRole("alert")).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });

  it("is offered with its button where the browser has one, and stays chosen", async () => {
    stripe = serveStripeJs({ wallet: "googlePay" });
    const topUp = await openTopUp();
    expect(await within(topUp).findByRole("button", { name: "Google Pay" })).toBeInTheDocument();
    expect(within(topUp).getByRole("radio", { name: WALLET.name })).toBeChecked();
    expect(within(topUp).queryByRole("textbox", { name: "Card number" })).toBeNull();
    expect(within(topUp).queryByRole("alert")).toBeNull();
  });

  it("is not used to add a card where the browser has none: the next card processor's fields are", async () => {
    stripe = serveStripeJs({ wallet: null });
    const account = demoAccount(mock, "Old project");
    const { user } = renderBillingRoute(`/billing/account/${account.id}`);
    await user.click(await screen.findByRole("tab", { name: "Cards" }));
    await user.click(await screen.findByRole("button", { name: "Add a card" }));
    const adding = await screen.findByRole("region", { name: "Add a card" });
    expect(await within(adding).findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(stripe.control.calls.filter((call) => call.method === "paymentRequest.canMakePayment")).toHaveLength(1);
    expect(within(adding).queryByRole("button", { name: /Apple Pay|Google Pay/ })).toBeNull();
  });
});

describe("a hosted payment page in the card entry (ClicToPay)", () => {
  const CLICTOPAY: PaymentProcessor = { type: "creditcard", name: "ClicToPay", keyword: "clictopay", public_key: null };
  const FORM_URL = "https://test.clictopay.com/payment/merchants/CLICTOPAY/payment_fr.html?mdOrder=70906e55-7114-41d6-8332-4609dba6d9f3";

  beforeEach(() => {
    mock.store.state.ui.paymentProcessors = [CLICTOPAY];
    mock.server.use(
      http.post("*/v1/payment/card/prehook", async ({ request }) => {
        const body = new URLSearchParams(await request.clone().text());
        if (body.get("processor") === CLICTOPAY.keyword) return HttpResponse.json({ redirect_url: FORM_URL, identifier: "ord_1042", order_id: "70906e55-7114-41d6-8332-4609dba6d9f3" });
        return undefined;
      }),
    );
  });

  it("sends a top-up with a new card to the processor's page, where the card is typed, and keeps the card's check for the return page", async () => {
    const redirects: string[] = [];
    vi.spyOn(processorRedirect, "go").mockImplementation((url) => void redirects.push(url));
    const account = demoAccount(mock, "Old project");
    const cardsBefore = mock.store.state.cards.length;
    const { user } = renderBillingRoute(`/billing/account/${account.id}`);
    const topUp = await screen.findByRole("region", { name: "Top up" });
    expect(await within(topUp).findByText(/You type the card on ClicToPay's secure page/)).toBeInTheDocument();
    const amount = within(topUp).getByRole("spinbutton", { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, "40");
    await user.type(within(topUp).getByRole("textbox", { name: /Cardholder name/ }), "Amira Ben Salah");
    await user.click(within(topUp).getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(redirects).toEqual([FORM_URL]));
    // The processor's page takes the card: nothing is confirmed with the bank from here.
    expect(await screen.findByText(`${HOSTED_PAGE_ADDS_CARD}: then pay with it here`)).toBeInTheDocument();
    expect(screen.queryByText("Confirm the payment with your bank")).toBeNull();
    // The amount chosen goes with the card's check: the return page pays it once the card is saved.
    expect(readPendingPayment()).toEqual({ kind: "card_verification", billingAccountId: account.id, amount: 40, processor: "clictopay" });
    // No token was made up and no card added by the console: the processor saves the card.
    expect(mock.store.state.cards).toHaveLength(cardsBefore);
  });

  it("sends the customer adding a card to the processor's page, and keeps the card's check for the return page", async () => {
    const redirects: string[] = [];
    vi.spyOn(processorRedirect, "go").mockImplementation((url) => void redirects.push(url));
    const account = demoAccount(mock, "Old project");
    const cardsBefore = mock.store.state.cards.length;
    const { user } = renderBillingRoute(`/billing/account/${account.id}`);
    await user.click(await screen.findByRole("tab", { name: "Cards" }));
    await user.click(await screen.findByRole("button", { name: "Add a card" }));
    const adding = await screen.findByRole("region", { name: "Add a card" });
    expect(await within(adding).findByText(/You type the card on ClicToPay's secure page/)).toBeInTheDocument();
    await user.type(within(adding).getByRole("textbox", { name: /Cardholder name/ }), "Amira Ben Salah");
    await user.click(within(adding).getByRole("button", { name: "Add card" }));
    await waitFor(() => expect(redirects).toEqual([FORM_URL]));
    expect(await screen.findByText(HOSTED_PAGE_ADDS_CARD)).toBeInTheDocument();
    expect(screen.queryByText("Confirm the card with your bank")).toBeNull();
    expect(readPendingPayment()).toEqual({ kind: "card_verification", billingAccountId: account.id, processor: "clictopay" });
    expect(mock.store.state.cards).toHaveLength(cardsBefore);
  });
});

describe("card fields that could not be loaded", () => {
  it("say why when the customer pays anyway, not that they are still loading", async () => {
    mock.server.use(http.post("*/v1/payment/card/prehook", () => HttpResponse.json({ errors: { Error: "The card processor is unreachable" } }, { status: 503 })));
    const { user } = renderBillingRoute(`/billing/account/${demoAccount(mock, "Old project").id}`);
    const topUp = await screen.findByRole("region", { name: "Top up" });
    const failure = await within(topUp).findByRole("alert");
    expect(failure).toHaveTextContent(/\S/);
    await user.type(within(topUp).getByRole("textbox", { name: /Cardholder name/ }), "Ada Lovelace");
    await user.click(within(topUp).getByRole("button", { name: "Pay" }));
    const toast = await screen.findByText("Failed to top up");
    expect(toast.closest("[data-sonner-toast]")).toHaveTextContent(failure.textContent ?? "");
    expect(screen.queryByText(/still loading/)).toBeNull();
  });

  it("are asked for anew with Try again after a failed connection, and then mounted", async () => {
    // The first prehook's connection fails; the mock answers the next.
    mock.server.use(http.post("*/v1/payment/card/prehook", () => HttpResponse.error(), { once: true }));
    const { user } = renderBillingRoute(`/billing/account/${demoAccount(mock, "Old project").id}`);
    const topUp = await screen.findByRole("region", { name: "Top up" });
    expect(await within(topUp).findByRole("alert")).toHaveTextContent(/\S/);
    await user.click(within(topUp).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(topUp).queryByRole("alert")).toBeNull());
    expect(await within(topUp).findByRole("textbox", { name: /Card number/ })).toBeInTheDocument();
    expect(within(topUp).queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
