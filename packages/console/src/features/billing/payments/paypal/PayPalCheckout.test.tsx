import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { setupMockApi } from "../../../../testing/mockApi";
import { PAYPAL_WINDOW, payPalDoubleRecord, servePayPalSdk, type PayPalDoubleRecord } from "../../../../testing/doubles/paypal";
import { demoAccount, dismissToasts, failure, renderBillingRoute } from "../../testing";

/** What the PayPal checkout says, as the description words it. */
const PAYPAL_TEXT = {
  loadFailed: "Failed to load PayPal.",
  noAmountTitle: "No amount entered: nothing is charged now",
  noAmount: "Approving in PayPal links this billing account to your PayPal account for later top-ups. To top up now, enter the amount first.",
  ineligible: "PayPal cannot be used in this browser or with this currency. Choose another way to pay.",
  paypalFailed: "PayPal did not finish the approval",
  startFailed: "PayPal could not be opened",
  linkFailed: "PayPal approved, but the account could not be linked",
  cancelled: "You closed PayPal before approving: nothing was charged. Choose PayPal again when you are ready.",
  linked: "PayPal is linked for later top-ups: nothing was charged.",
  retry: "Pay with the linked PayPal account",
} as const;

const mock = setupMockApi({ configName: "default" });
const PAYPAL: PaymentProcessor = { type: "creditcard", name: "PayPal", keyword: "paypal_vault", public_key: "paypal-client" };
let stopServing: () => void = () => undefined;

beforeEach(() => {
  const card = mock.store.state.ui.paymentProcessors?.[0];
  mock.store.state.ui.paymentProcessors = [...(card ? [card] : []), PAYPAL];
});
afterEach(() => {
  stopServing();
  dismissToasts();
});

function record(): PayPalDoubleRecord {
  const found = payPalDoubleRecord();
  if (!found) throw new Error("PayPal's double is not being served");
  return found;
}

const amountField = () => screen.getByRole("spinbutton", { name: /^Amount/ });

/** Opens the account's top-up with PayPal's script served by the double, the amount typed, PayPal not chosen yet. */
async function openTopUp({ amount, ...serving }: { amount: string; reachable?: boolean; eligible?: boolean }) {
  stopServing = servePayPalSdk(serving);
  const account = demoAccount(mock, "Personal");
  const view = renderBillingRoute(`/billing/account/${account.id}`);
  await screen.findByRole("region", { name: "Top up" });
  await view.user.clear(amountField());
  if (amount) await view.user.type(amountField(), amount);
  const cardsBefore = mock.store.state.cards.length;
  const creditBefore = account.credit_amount;
  const choosePayPal = async () => {
    await view.user.click(screen.getByRole("radio", { name: "PayPal" }));
    return screen.findByRole("button", { name: "PayPal" });
  };
  /** Clicks PayPal's button and answers in PayPal's window. */
  const answerInPayPal = async (answer: "approve" | "cancel") => {
    await view.user.click(await screen.findByRole("button", { name: "PayPal" }));
    const paypalWindow = await screen.findByRole("dialog", { name: PAYPAL_WINDOW.title });
    await view.user.click(within(paypalWindow).getByRole("button", { name: PAYPAL_WINDOW[answer] }));
  };
  return { ...view, account, cardsBefore, creditBefore, choosePayPal, answerInPayPal };
}

describe("paying with PayPal", () => {
  it("loads PayPal's SDK through PayPal's loader only once PayPal is chosen: the merchant's client id, the site's currency, saving, the customer's id token", async () => {
    const { choosePayPal } = await openTopUp({ amount: "40" });
    expect(record().loads).toEqual([]);
    await choosePayPal();
    const [load] = record().loads;
    if (!load) throw new Error("PayPal's script was not loaded");
    const url = new URL(load.url);
    expect(url.origin + url.pathname).toBe("https://www.paypal.com/sdk/js");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ "client-id": "paypal-client", currency: "EUR", components: "buttons", vault: "true" });
    expect(load.userIdToken).toMatch(/^mock-paypal-id-/);
  });

  it("tops up once the customer approves in PayPal's window: the PayPal account is saved and the amount bought with it", async () => {
    const { account, cardsBefore, creditBefore, choosePayPal, answerInPayPal } = await openTopUp({ amount: "40" });
    await choosePayPal();
    await answerInPayPal("approve");
    expect(await screen.findByText("Top-up of €40.00 paid")).toBeInTheDocument();
    expect(record().approved).toEqual([expect.stringMatching(/^mock-paypal-setup-/)]);
    expect(mock.store.state.cards).toHaveLength(cardsBefore + 1);
    expect(account.credit_amount).toBeCloseTo(creditBefore + 40);
  });

  it("shows PayPal's own message when the approval fails, and keeps the amount and the choice", async () => {
    const { account, creditBefore, choosePayPal, answerInPayPal } = await openTopUp({ amount: "40" });
    await choosePayPal();
    record().failNextApproval = "INSTRUMENT_DECLINED: the payer's funding source was declined";
    await answerInPayPal("approve");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PAYPAL_TEXT.paypalFailed);
    expect(alert).toHaveTextContent("Error: INSTRUMENT_DECLINED: the payer's funding source was declined");
    expect(amountField()).toHaveValue(40);
    expect(screen.getByRole("radio", { name: "PayPal" })).toBeChecked();
    expect(account.credit_amount).toBe(creditBefore);
  });

  it("shows our API's message when the top-up after approval fails, then pays with the linked account without a second approval", async () => {
    mock.server.use(http.post("*/v1/payment/credit/buy", failure("Payment channel is busy"), { once: true }));
    const { user, account, cardsBefore, creditBefore, choosePayPal, answerInPayPal } = await openTopUp({ amount: "40" });
    await choosePayPal();
    await answerInPayPal("approve");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to top up");
    expect(alert).toHaveTextContent("Error: Payment channel is busy");
    expect(amountField()).toHaveValue(40);
    expect(account.credit_amount).toBe(creditBefore);

    await user.click(within(alert).getByRole("button", { name: PAYPAL_TEXT.retry }));
    expect(await screen.findByText("Top-up of €40.00 paid")).toBeInTheDocument();
    expect(record().approved).toHaveLength(1);
    expect(mock.store.state.cards).toHaveLength(cardsBefore + 1);
    expect(account.credit_amount).toBeCloseTo(creditBefore + 40);
  });

  it("shows our API's message when the approved PayPal account cannot be saved", async () => {
    mock.server.use(http.post("*/v1/payment/card", failure("PayPal account already linked elsewhere")));
    const { cardsBefore, choosePayPal, answerInPayPal } = await openTopUp({ amount: "40" });
    await choosePayPal();
    await answerInPayPal("approve");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PAYPAL_TEXT.linkFailed);
    expect(alert).toHaveTextContent("Error: PayPal account already linked elsewhere");
    expect(mock.store.state.cards).toHaveLength(cardsBefore);
  });

  it("shows our API's message when PayPal's window cannot be opened for want of a setup token", async () => {
    mock.server.use(http.get("*/v1/payment/paypal/setup_token", failure("PayPal is not set up for this site")));
    const { user, choosePayPal } = await openTopUp({ amount: "40" });
    await user.click(await choosePayPal());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PAYPAL_TEXT.startFailed);
    expect(alert).toHaveTextContent("Error: PayPal is not set up for this site");
    expect(screen.queryByRole("dialog", { name: PAYPAL_WINDOW.title })).not.toBeInTheDocument();
    expect(record().approved).toEqual([]);
  });

  it("says nothing was charged when the customer closes PayPal's window, and keeps the amount", async () => {
    const { account, cardsBefore, creditBefore, choosePayPal, answerInPayPal } = await openTopUp({ amount: "40" });
    await choosePayPal();
    await answerInPayPal("cancel");
    expect(await screen.findByText(PAYPAL_TEXT.cancelled)).toBeInTheDocument();
    expect(amountField()).toHaveValue(40);
    expect(mock.store.state.cards).toHaveLength(cardsBefore);
    expect(account.credit_amount).toBe(creditBefore);
  });

  it("without an amount, says approving only links PayPal for later top-ups, then links it and charges nothing", async () => {
    const { account, cardsBefore, creditBefore, choosePayPal, answerInPayPal } = await openTopUp({ amount: "" });
    await choosePayPal();
    expect(await screen.findByText(PAYPAL_TEXT.noAmountTitle)).toBeInTheDocument();
    expect(screen.getByText(PAYPAL_TEXT.noAmount)).toBeInTheDocument();
    await answerInPayPal("approve");
    expect(await screen.findByText(PAYPAL_TEXT.linked)).toBeInTheDocument();
    expect(mock.store.state.cards).toHaveLength(cardsBefore + 1);
    expect(account.credit_amount).toBe(creditBefore);
  });

  it("says 'Failed to load PayPal.' when PayPal's script cannot be downloaded", async () => {
    const { user } = await openTopUp({ amount: "40", reachable: false });
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(await screen.findByText(PAYPAL_TEXT.loadFailed)).toBeInTheDocument();
    expect(document.head.querySelector('script[src^="https://www.paypal.com/sdk/js?client-id=paypal-client"]')).not.toBeNull();
  });

  it("offers no PayPal button where PayPal says the payer could not finish", async () => {
    const { user } = await openTopUp({ amount: "40", eligible: false });
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(await screen.findByText(PAYPAL_TEXT.ineligible)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "PayPal" })).not.toBeInTheDocument();
  });
});
