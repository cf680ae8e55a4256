import { linkDestination, type ProcessorDestination } from "../../redirect";
import { cardProcessorText as t } from "../text";
import { CardProcessorError, type CardProcessorAdapter, type MountedCardFields } from "../types";

// ClicToPay (SMT, Tunisia) is a hosted payment page on SMT's "register.do" model: the backend registers an order with
// its merchant credentials, SMT answers the order's `formUrl`, and the customer types the card on that page, which
// the console never sees. There is no script and no key in the browser: the adapter only hands the customer to the
// page and says so. SMT then sends the customer back to the return URL the order was registered with.
//
// What the platform's answers are taken to contain (inferred: they are not published):
// - `card/prehook` with processor `clictopay`: the backend calls register.do for a card-saving order (the
//   processor's verification amount in millimes, currency 788, `clientId` the billing account, so that SMT keeps the
//   card as a binding) and answers
//   - `redirect_url`: register.do's `formUrl`, SMT's payment page (…/payment/merchants/…/payment_fr.html?mdOrder=…),
//     opened with GET;
//   - `form_data`: absent (SMT's page takes the order in its address); honoured as a POSTed form if a platform sends it;
//   - `identifier`: the platform's own order number (register.do's `orderNumber`), which it put into the return URL
//     it registered, `{console}/payment_return?identifier=…&billing_account_id=…` (SMT adds its `orderId`); the return
//     page asks `payment/persistent_data` with it, which the backend answers from SMT's getOrderStatusExtended.do;
//   - `order_id`: SMT's order id (`mdOrder`), which the console does not need.
//   The prehook takes no `front_base_url`: the backend is taken to know the console's address from its own settings.
// - `credit/buy` with a saved ClicToPay card (an SMT binding): `success` true with `charge_id` when SMT charged the
//   binding, or `redirect_url` (SMT's 3-D Secure page) with `charge_id` (SMT's orderId) when the bank asks the
//   customer, which the card top-up follows and the return page completes with `credit/buy/posthook`.

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/** SMT's page from the prehook's answer; it must be served over HTTPS, since the card is typed there. */
function hostedPageOf(prehook: Readonly<Record<string, unknown>>): ProcessorDestination | undefined {
  const { redirect_url: url, form_data: form } = prehook;
  if (typeof url !== "string" || !isHttps(url)) return undefined;
  const fields = typeof form === "object" && form !== null && !Array.isArray(form) ? (form as Record<string, unknown>) : undefined;
  return linkDestination({ redirect_url: url, form_data: fields });
}

const clictopay: CardProcessorAdapter = {
  vendor: "ClicToPay",
  // The merchant's credentials stay with the backend: the browser needs no key, so nothing here can be set up wrongly.
  setupProblem: () => undefined,
  mount(container, context, onChange): Promise<MountedCardFields> {
    const hostedPage = hostedPageOf(context.prehook);
    if (!hostedPage) return Promise.reject(new CardProcessorError("ClicToPay's payment page is missing: card/prehook answered no https redirect_url (register.do's formUrl).", "setup"));
    const note = document.createElement("p");
    note.textContent = t("clictopay.note");
    container.append(note);
    // Nothing is typed in the console: the customer can continue at once.
    onChange({ complete: true });
    return Promise.resolve({
      hostedPage,
      tokenize: () => Promise.reject(new CardProcessorError(t("clictopay.notHere"), "setup")),
      destroy() {
        note.remove();
      },
    });
  },
};

export default clictopay;
