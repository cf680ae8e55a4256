import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { VIRTUAL_ACCOUNT_TRANSFER_MS } from "@cloudconsole/mock-api/constants";
import { setupMockApi } from "../../../testing/mockApi";
import { PAYMENT_RETURN_MESSAGE } from "../constants";
import { demoAccount, renderPaymentReturn } from "../testing";
import { FIRST_CHECK_DELAY_MS, LONGEST_CHECK_DELAY_MS } from "./paymentCheck";
import { readPendingPayment, savePendingPayment } from "./pendingPayment";
import { startedLink as startedLinkOf } from "./topUpTesting";

const mock = setupMockApi({ configName: "default" });
/** The API calls the page made, by path. */
let calls: string[] = [];
const callsTo = (path: string) => calls.filter((called) => called === path).length;

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  mock.server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname.replace(/^\/v1/, "")));
});
afterEach(() => {
  mock.server.events.removeAllListeners();
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

const startedLink = (title: string, amount: number, method: string) => startedLinkOf(mock, title, amount, method);

/** Moves the page's clock (and the mock's, which reads the same one) on by `ms`, running what falls due. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the return from a link processor", () => {
  it("shows a virtual account still open with how to pay it, checks again with growing waits, and shows the credit once it arrives", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const { account, url } = startedLink("Old project", 40, "adyen::bca_va");
    const before = account.credit_amount;
    renderPaymentReturn(url);

    expect(await screen.findByText("Waiting for your payment")).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_RETURN_MESSAGE)).toBeInTheDocument();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/Pay €40\.00 with BCA Virtual Account \(Indonesia\) to the number 8808\d{12} before \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\./);
    expect(status).toHaveTextContent("Your credit is added within minutes of the payment arriving.");
    expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument();
    const checks = callsTo("/payment/link/process_result");

    // The first check again comes after the first wait, the next one after twice as long.
    await advance(FIRST_CHECK_DELAY_MS);
    expect(callsTo("/payment/link/process_result")).toBe(checks + 1);
    await advance(FIRST_CHECK_DELAY_MS);
    expect(callsTo("/payment/link/process_result")).toBe(checks + 1);
    await advance(FIRST_CHECK_DELAY_MS);
    expect(callsTo("/payment/link/process_result")).toBe(checks + 2);
    expect(account.credit_amount).toBe(before);

    // The transfer arrives: the next check finds the payment received, credited once.
    await advance(VIRTUAL_ACCOUNT_TRANSFER_MS + LONGEST_CHECK_DELAY_MS);
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    expect(account.credit_amount).toBe(before + 40);
    expect(readPendingPayment()).toBeUndefined();

    // Final: no more checks, however long the page stays open.
    const final = callsTo("/payment/link/process_result");
    await advance(10 * LONGEST_CHECK_DELAY_MS);
    expect(callsTo("/payment/link/process_result")).toBe(final);
  });

  it("says a payment the processor declined did not go through, in the processor's words", async () => {
    const { account, url } = startedLink("Personal", 40.02, "adyen::ovo");
    const before = account.credit_amount;
    renderPaymentReturn(url);
    expect(await screen.findByText("The payment did not go through")).toBeInTheDocument();
    expect(screen.getByText("The processor declined the payment.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the billing account" })).toHaveAttribute("href", `/billing/account/${account.id}`);
    expect(account.credit_amount).toBe(before);
  });

  it("shows an e-wallet payment received at once", async () => {
    const { url } = startedLink("Personal", 25, "adyen::gopay");
    renderPaymentReturn(url);
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    expect(screen.getByText("Top-up of 25 EUR received.")).toBeInTheDocument();
  });
});

describe("the return from a card top-up's 3-D Secure confirmation", () => {
  /** A saved card's top-up that the bank asked to confirm: the charge waits for the customer's return. */
  function confirmedCharge(title: string) {
    const account = demoAccount(mock, title);
    const card = mock.store.state.cards.find((candidate) => candidate.billing_account_id === account.id && candidate.is_verified && !candidate.is_deleted);
    if (!card) throw new Error(`no verified card of ${title}`);
    const identifier = `3ds_${card.id}_charge`;
    (mock.store.state.paymentSessions ??= []).push({ identifier, billing_account_id: account.id, kind: "card_verification", status: "pending", payment_object_id: card.id });
    savePendingPayment({ kind: "card_topup", billingAccountId: account.id, amount: 30, paymentObjectId: card.id, processor: "stripe_creditcard", chargeId: "ch_confirmed" });
    // The backend credits the charge when posthook completes it.
    const completed: URLSearchParams[] = [];
    mock.server.use(
      http.post("*/v1/payment/credit/buy/posthook", async ({ request }) => {
        completed.push(new URLSearchParams(await request.text()));
        account.credit_amount += 30;
        return HttpResponse.json({ success: true });
      }),
    );
    return { account, card, completed, url: `/app/payment_return?identifier=${identifier}&billing_account_id=${account.id}` };
  }

  it("completes the charge with posthook and its charge id, then shows the refreshed balance", async () => {
    const { account, card, completed, url } = confirmedCharge("Personal");
    const balance = account.credit_amount + 30;
    renderPaymentReturn(url);
    expect(await screen.findByText("Your bank confirmed the payment")).toBeInTheDocument();
    expect(await screen.findByText("Top-up of €30.00 paid")).toBeInTheDocument();
    expect(completed.map((body) => Object.fromEntries(body))).toEqual([{ billing_account_id: String(account.id), charge_id: "ch_confirmed", payment_object_id: String(card.id) }]);
    expect(await screen.findByText(`The balance of Personal is now €${balance.toFixed(2)}.`)).toBeInTheDocument();
  });

  it("never completes the charge twice: a reload of the page finds it done", async () => {
    const { completed, url } = confirmedCharge("Personal");
    renderPaymentReturn(url);
    expect(await screen.findByText("Top-up of €30.00 paid")).toBeInTheDocument();

    cleanup();
    renderPaymentReturn(url);
    expect(await screen.findByText("Your bank confirmed the payment")).toBeInTheDocument();
    expect(screen.getByText("This top-up is already done")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the billing account" })).toBeInTheDocument();
    expect(completed).toHaveLength(1);
  });

  it("says the bank did not confirm the payment, charging nothing", async () => {
    const { account, completed, url } = confirmedCharge("Personal");
    const session = mock.store.state.paymentSessions?.at(-1);
    if (session) session.status = "failed";
    const before = account.credit_amount;
    renderPaymentReturn(url);
    expect(await screen.findByText("Your bank did not confirm the payment")).toBeInTheDocument();
    expect(screen.getByText("Nothing was charged. Try again or use another card.")).toBeInTheDocument();
    expect(completed).toHaveLength(0);
    expect(account.credit_amount).toBe(before);
  });

  it("names the processor's own reason when it refused the card", async () => {
    const { url } = confirmedCharge("Personal");
    mock.server.use(http.get("*/v1/payment/persistent_data", () => HttpResponse.json({ identifier: "x", billing_account_id: null, data: { status: "failed", message: "Insufficient funds on the card" } })));
    renderPaymentReturn(url);
    expect(await screen.findByText("Your bank did not confirm the payment")).toBeInTheDocument();
    expect(screen.getByText("Insufficient funds on the card")).toBeInTheDocument();
    expect(screen.getByText("Nothing was charged. Try again or use another card.")).toBeInTheDocument();
  });
});

describe("the return from a processor's hosted page where a new card was added for a top-up", () => {
  it("offers the top-up of the amount chosen before leaving, with the card the processor saved, and pays it once", async () => {
    const account = demoAccount(mock, "Personal");
    const card = mock.store.state.cards.find((candidate) => candidate.billing_account_id === account.id && candidate.is_verified && !candidate.is_deleted);
    if (!card) throw new Error("no verified card of Personal");
    // The processor saved the card on its page: only its answer names the card, this browser kept the amount.
    mock.server.use(http.get("*/v1/payment/persistent_data", () => HttpResponse.json({ identifier: "ctp_1", billing_account_id: account.id, data: { status: "succeeded", payment_object_id: card.id } })));
    savePendingPayment({ kind: "card_verification", billingAccountId: account.id, amount: 30, processor: "mock_creditcard" });
    renderPaymentReturn(`/app/payment_return?identifier=ctp_1&billing_account_id=${account.id}`);

    expect(await screen.findByText("Your card is verified")).toBeInTheDocument();
    (await screen.findByRole("button", { name: "Pay €30.00 now" })).click();
    expect(await screen.findByText("Top-up of €30.00 paid")).toBeInTheDocument();
    expect(callsTo("/payment/credit/buy")).toBe(1);
  });
});
