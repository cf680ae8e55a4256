import type { PaymentRequestPaymentMethodEvent } from "@stripe/stripe-js";
import { cardProcessorText as t } from "../text";
import { CardProcessorError, type CardProcessorAdapter, type CardToken } from "../types";
import { handleNextAction, loadStripeFor, prehookClientSecret, processorErrorFrom, stripeKeyProblem, stripeLocale } from "./stripe";

// Apple Pay and Google Pay through Stripe's payment request: a button naming the browser's wallet opens it
// (paymentRequest.show() in the click, as Stripe documents for a page's own button; @stripe/stripe-js no longer types
// the payment request button element), and the card the customer approves there reaches the console as a Stripe
// payment method.
//
// The contract with the card entry:
// - mount always resolves. Where the browser has a wallet (Stripe's canMakePayment), it mounts the wallet's button and
//   reports `{ complete: false }`; once the customer approves the wallet's sheet (and the setup intent of
//   `card/prehook`, when there is one, is confirmed, 3-D Secure included), it reports `{ complete: true }` and
//   tokenize resolves with that payment method.
// - Where the browser has no wallet (canMakePayment resolves null, or names neither), it mounts nothing and reports
//   `{ complete: false, unavailable: true }` before resolving: the option is hidden. tokenize then rejects.
// - A wallet approval that fails (a declined card, a failed authentication) is reported as the state's error in
//   Stripe's words, and the customer can approve again.

/** The payment request's country, currency and amount, as Stripe's paymentRequest takes them from `card/prehook`. */
function paymentRequestOptions(prehook: Readonly<Record<string, unknown>>, label: string) {
  const { country, currency, amount } = prehook;
  if (typeof country !== "string" || !country || typeof currency !== "string" || !currency) {
    throw new CardProcessorError("Stripe's payment request needs the account's country and currency: card/prehook answered neither `country` nor `currency`.", "setup");
  }
  // The amount is in the currency's minor unit, as Stripe takes it; saving a wallet's card charges nothing.
  const total = { label, amount: typeof amount === "number" && Number.isInteger(amount) && amount >= 0 ? amount : 0 };
  return { country: country.toUpperCase(), currency: currency.toLowerCase(), total, requestPayerName: true };
}

const stripeWalletAdapter: CardProcessorAdapter = {
  vendor: "Stripe",
  setupProblem: stripeKeyProblem,
  async mount(container, context, onChange) {
    const options = paymentRequestOptions(context.prehook, context.processor.name);
    const stripe = await loadStripeFor(context.processor, stripeLocale(context));
    const paymentRequest = stripe.paymentRequest(options);
    const wallets = await paymentRequest.canMakePayment();
    // Only the browser's own wallets are offered here (Stripe's Link is another product).
    if (!wallets?.applePay && !wallets?.googlePay) {
      onChange({ complete: false, unavailable: true });
      return {
        // A wallet this browser does not have cannot tokenize.
        tokenize: () => Promise.reject(new CardProcessorError(t("wallet.none"), "setup")),
        destroy: () => undefined,
      };
    }

    const clientSecret = prehookClientSecret(context.prehook);
    let approved: CardToken | undefined;
    // Stripe's guide: confirm the setup intent without its actions while the wallet's sheet is open, close the sheet
    // with the outcome, then run any action the bank asks for (3-D Secure) in the page.
    const approve = async (event: PaymentRequestPaymentMethodEvent) => {
      approved = undefined;
      if (clientSecret) {
        const confirmed = await stripe.confirmCardSetup(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
        if (confirmed.error) {
          event.complete("fail");
          onChange({ complete: false, error: processorErrorFrom(confirmed.error).message });
          return;
        }
        event.complete("success");
        if (confirmed.setupIntent.status === "requires_action") {
          const finished = await stripe.confirmCardSetup(clientSecret);
          if (finished.error) {
            onChange({ complete: false, error: processorErrorFrom(finished.error).message });
            return;
          }
        }
      } else {
        event.complete("success");
      }
      approved = { token: event.paymentMethod.id };
      onChange({ complete: true });
    };
    paymentRequest.on("paymentmethod", (event) => void approve(event));
    paymentRequest.on("cancel", () => {
      if (!approved) onChange({ complete: false });
    });

    // The wallet's own name is its button's text: a brand, the same in every language.
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = wallets.applePay ? "Apple Pay" : "Google Pay";
    const show = () => {
      if (!paymentRequest.isShowing()) paymentRequest.show();
    };
    button.addEventListener("click", show);
    container.append(button);
    onChange({ complete: false });
    return {
      async tokenize() {
        if (approved) return approved;
        throw new CardProcessorError(t("wallet.approveFirst"), "card");
      },
      destroy() {
        button.removeEventListener("click", show);
        button.remove();
        paymentRequest.off("paymentmethod");
        paymentRequest.off("cancel");
      },
    };
  },
  // A wallet's card is a Stripe card: a payment with it finishes its next action (3-D Secure) in the page as a card's.
  handleNextAction,
};

export default stripeWalletAdapter;
