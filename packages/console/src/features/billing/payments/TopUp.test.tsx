import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { PAYMENT_RETURN_MESSAGE, PAYPAL_LOAD_FAILED } from "../constants";
import { demoAccount, dismissToasts, failure, renderBillingRoute, renderPaymentReturn } from "../testing";
import type { PayPalNamespace } from "./paypalSdk";
import { processorRedirect } from "./redirect";
import { waitForState } from "../../../testing/waitForState";

const mock = setupMockApi({ configName: "default" });
let redirects: string[] = [];

beforeEach(() => {
  redirects = [];
  sessionStorage.clear();
  vi.spyOn(processorRedirect, "go").mockImplementation((url) => void redirects.push(url));
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
  dismissToasts();
});


async function openTopUp(title: string) {
  const account = demoAccount(mock, title);
  const view = renderBillingRoute(`/billing/account/${account.id}`);
  const card = await screen.findByRole("region", { name: "Top up" });
  return { ...view, account, card };
}

const amountField = () => screen.getByRole("spinbutton", { name: /^Amount/ });

async function typeAmount(user: Awaited<ReturnType<typeof openTopUp>>["user"], amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
}

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
    await user.type(screen.getByRole("textbox", { name: /Cardholder name/ }), "Cloudia Iaas");
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "4242 4242 4242 4242");
    await user.type(screen.getByRole("textbox", { name: /Expiry/ }), "12/39");
    await user.type(screen.getByRole("textbox", { name: /Security code/ }), "123");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Confirm the payment with your bank")).toBeInTheDocument();
    expect(redirects[0]).toMatch(/\/app\/payment_return\?identifier=3ds_/);
    const card = mock.store.state.cards.find((candidate) => candidate.billing_account_id === account.id && !candidate.is_deleted);
    expect(card).toMatchObject({ is_verified: false, is_verification_pending: true });
    expect(card?.additional_data).toContain('"last4":"4242"');

    cleanup();
    const back = renderPaymentReturn(redirects[0] ?? "");
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
    await user.type(screen.getByRole("textbox", { name: /Cardholder name/ }), "Cloudia Iaas");
    // The processors' documented declining test card.
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "4000 0000 0000 0002");
    await user.type(screen.getByRole("textbox", { name: /Expiry/ }), "12/39");
    await user.type(screen.getByRole("textbox", { name: /Security code/ }), "123");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Confirm the payment with your bank")).toBeInTheDocument();

    cleanup();
    renderPaymentReturn(redirects[0] ?? "");
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
    await waitForState(() => expect(redirects).toHaveLength(1));
    expect(account.credit_amount).toBe(before);

    cleanup();
    renderPaymentReturn(redirects[0] ?? "");
    expect(await screen.findByText(PAYMENT_RETURN_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    expect(account.credit_amount).toBe(before + 40);
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
    expect(redirects).toHaveLength(0);
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

  it("shows a failed invoice application as the error toast", async () => {
    mock.store.state.ui.paymentProcessors = [{ type: "invoice", name: "Invoice", keyword: "invoice" }];
    mock.server.use(http.post("*/v1/payment/apply_for_invoice_payment", failure("Not for private persons")));
    const { user } = await openTopUp("Old project");
    await user.click(screen.getByRole("button", { name: "Apply for invoice payment" }));
    expect(await screen.findByText("Failed to apply for invoice payment")).toBeInTheDocument();
  });

  it("loads PayPal only when chosen, and says 'Failed to load PayPal.' when it cannot", async () => {
    mock.store.state.ui.paymentProcessors = [
      mock.store.state.ui.paymentProcessors?.[0] ?? { type: "creditcard", name: "Card", keyword: "stripe_creditcard" },
      { type: "creditcard", name: "PayPal", keyword: "paypal_vault", public_key: "paypal-client" },
    ];
    const appended: Node[] = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (typeof node === "string") continue;
        appended.push(node);
        node.dispatchEvent(new Event("error"));
      }
    });
    const { user } = await openTopUp("Personal");
    expect(appended).toHaveLength(0);
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(await screen.findByText(PAYPAL_LOAD_FAILED)).toBeInTheDocument();
    expect((appended[0] as HTMLScriptElement).src).toContain("paypal.com/sdk/js?client-id=paypal-client");
  });
  it("pays with PayPal once the customer approves in PayPal's window: the approval is saved as a payment object and the top-up bought with it", async () => {
    mock.store.state.ui.paymentProcessors = [{ type: "creditcard", name: "PayPal", keyword: "paypal_vault", public_key: "paypal-client" }];
    // A stand-in for PayPal's SDK: its button asks for a setup token and approves it, as PayPal's window does.
    const approvedTokens: string[] = [];
    const fakePayPal: PayPalNamespace = {
      Buttons: (options) => ({
        render: async (container) => {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal";
          button.addEventListener("click", () => {
            void (async () => {
              const vaultSetupToken = await options.createVaultSetupToken();
              approvedTokens.push(vaultSetupToken);
              await options.onApprove({ vaultSetupToken });
            })();
          });
          container.append(button);
        },
      }),
    };
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (typeof node === "string") continue;
        Object.assign(window, { paypal: fakePayPal });
        node.dispatchEvent(new Event("load"));
      }
    });
    try {
      const { user, account } = await openTopUp("Personal");
      const before = account.credit_amount;
      const cardsBefore = mock.store.state.cards.length;
      await typeAmount(user, "40");
      await user.click(await screen.findByRole("button", { name: "PayPal" }));
      expect(await screen.findByText("Top-up of €40.00 paid")).toBeInTheDocument();
      expect(approvedTokens).toEqual([expect.stringMatching(/^mock-paypal-setup-/)]);
      expect(mock.store.state.cards).toHaveLength(cardsBefore + 1);
      expect(account.credit_amount).toBeCloseTo(before + 40);
    } finally {
      Reflect.deleteProperty(window, "paypal");
    }
  });
});

describe("automated top-up and the low-balance notice", () => {
  it("requires threshold and amount when automated top-up is on, then saves it", async () => {
    const { user, account } = await openTopUp("Personal");
    const auto = screen.getByRole("region", { name: "Automated top-up" });
    await user.click(within(auto).getByRole("switch", { name: "Top up automatically" }));
    await user.click(within(auto).getByRole("button", { name: "Save automated top-up" }));
    await waitFor(() => expect(within(auto).getByRole("spinbutton", { name: /When credit falls under/ })).toHaveAccessibleDescription(expect.stringContaining("This field is required")));
    expect(within(auto).getByRole("spinbutton", { name: /Top up by/ })).toHaveAccessibleDescription(expect.stringContaining("This field is required"));
    await user.type(within(auto).getByRole("spinbutton", { name: /When credit falls under/ }), "10");
    await user.type(within(auto).getByRole("spinbutton", { name: /Top up by/ }), "50");
    await user.click(within(auto).getByRole("button", { name: "Save automated top-up" }));
    expect(await screen.findByText("Automated top-up saved")).toBeInTheDocument();
    expect(account).toMatchObject({ is_recurring_payment_enabled: true, recurring_payment_threshold: 10, recurring_payment_amount: 50 });
  });

  it("saves the low-balance notice's threshold and switch", async () => {
    const { user, account } = await openTopUp("Personal");
    const notice = screen.getByRole("region", { name: "Low-balance notice" });
    await user.click(within(notice).getByRole("switch", { name: "Email me when credit is low" }));
    await user.clear(within(notice).getByRole("spinbutton", { name: /Warn under/ }));
    await user.type(within(notice).getByRole("spinbutton", { name: /Warn under/ }), "15");
    await user.click(within(notice).getByRole("button", { name: "Save notice" }));
    expect(await screen.findByText("Low-balance notice saved")).toBeInTheDocument();
    expect(account.low_balance_notice_settings).toEqual({ threshold: 15, is_enabled: true });
  });
});
