import type { PaymentAction, PaymentActionsType } from "@adyen/adyen-web";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { cardProcessorText as t, vendorLanguage } from "../text";
import { CardProcessorError, type AdyenAction, type CardEntryContext, type CardFieldsState, type CardProcessorAdapter, type MountedCardFields, type NextAction, type NextActionOutcome } from "../types";

// Adyen's client-side integration (Adyen Web 6, advanced flow): AdyenCheckout with the account's client key and the
// Card component, whose number, expiry and security code are Adyen's secured fields (iframes of Adyen's host) that
// hand back only encrypted values. The token is the component's payment data as JSON, the part of a `/payments`
// request the browser supplies; the backend sends it to Adyen. A 3-D Secure action Adyen asks for runs in the same
// component (the backend passes on Adyen's `action` as it is), and its result goes back to the backend for Adyen's
// `/payments/details`.

// Adyen's client keys are `test_…` for its test environment and `live_…` for live: the key says which. A live account
// is in one of Adyen's regions, which the key does not say: the backend, which calls that region's endpoints, names it
// with the prehook (`environment`, as Adyen Web spells it); Europe's `live` when it names none.
const CLIENT_KEY = /^(test|live)_[0-9a-z]+$/i;

/** Adyen Web's live environments, one per region of Adyen's live platform. */
const LIVE_ENVIRONMENTS = ["live", "live-us", "live-au", "live-apse", "live-in", "live-nea"] as const;
type AdyenEnvironment = "test" | (typeof LIVE_ENVIRONMENTS)[number];

/** The environment of a client key: Adyen's test one, or the live region the prehook names (Europe by default). */
export function adyenEnvironmentOf(clientKey: string, prehook: Readonly<Record<string, unknown>>): AdyenEnvironment {
  if (!clientKey.startsWith("live_")) return "test";
  const named = prehook.environment;
  return LIVE_ENVIRONMENTS.find((environment) => environment === named) ?? "live";
}

/** Adyen's checkout host of an environment, which serves the secured fields. */
function checkoutHostOf(environment: AdyenEnvironment): string {
  return `https://checkoutshopper-${environment}.adyen.com`;
}

// Adyen Web reports secured fields that never loaded or never configured with one kind of error, whatever the cause:
// a client key or allowed origin set up wrongly, or a network that cannot reach Adyen. Only the second is the
// customer's to retry: asking Adyen's host tells them apart.
const FIELDS_FAILED = /secured fields? (iframes )?ha(ve|s) failed to (load|configure)/i;

/** Whether Adyen's checkout host answers this browser at all (any answer will do: only a failed connection says no). */
async function reachable(host: string): Promise<boolean> {
  try {
    await fetch(`${host}/checkoutshopper/`, { mode: "no-cors", cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

/** What the Card component reports of the shopper's fields (Adyen Web's OnChangeData, the part read here). */
interface CardChange {
  isValid: boolean;
  errors?: Record<string, { errorMessage?: string } | null | undefined>;
}

function problemOf(processor: PaymentProcessor): string | undefined {
  const key = processor.public_key?.trim();
  if (!key) return "The configuration gives no Adyen client key (public_key): set the account's test_… or live_… client key.";
  if (!CLIENT_KEY.test(key)) return "The public key is not an Adyen client key: set the account's test_… or live_… client key, never an API key.";
  return undefined;
}

/** Adyen's own message of the first field it finds wrong, if any. */
function firstFieldError(errors: CardChange["errors"]): string | undefined {
  return Object.values(errors ?? {}).find((error) => error?.errorMessage)?.errorMessage;
}

/**
 * The shopper's country, which Adyen Web requires to start: the one the backend names with the prehook (`country`),
 * else the region of the site's locale.
 */
function countryOf(context: CardEntryContext): string | undefined {
  const named = context.prehook.country;
  if (typeof named === "string" && /^[A-Z]{2}$/i.test(named)) return named.toUpperCase();
  try {
    return new Intl.Locale(context.locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** Adyen's failures in the adapter's kinds: only a network failure is not the configuration's. */
function errorOf(error: unknown): CardProcessorError {
  const message = error instanceof Error && error.message ? error.message : t("adyen.cardRefused");
  return new CardProcessorError(message, error instanceof Error && error.name === "NETWORK_ERROR" ? "network" : "setup");
}

/** The kinds of action Adyen Web's `handleAction` runs. */
const ACTION_TYPES: readonly string[] = ["redirect", "threeDS2", "voucher", "qrCode", "await", "bankTransfer", "sdk"] satisfies PaymentActionsType[];

/** The action as Adyen Web takes it, or undefined for a kind of action Adyen Web does not run. */
function paymentActionOf(action: AdyenAction): PaymentAction | undefined {
  const { type } = action;
  return isActionType(type) ? { ...action, type } : undefined;
}

function isActionType(type: string): type is PaymentActionsType {
  return ACTION_TYPES.includes(type);
}

/** The Card component on the page, which runs the actions Adyen asks for; one card form is shown at a time. */
let mounted: { handleAction(action: PaymentAction): Promise<NextActionOutcome> } | undefined;

/** Adyen through Adyen Web's Card component. */
const adyen: CardProcessorAdapter = {
  vendor: "Adyen",
  setupProblem: problemOf,
  async mount(container, context, onChange): Promise<MountedCardFields> {
    const problem = problemOf(context.processor);
    if (problem) throw new CardProcessorError(problem, "setup");
    const clientKey = (context.processor.public_key ?? "").trim();
    const environment = adyenEnvironmentOf(clientKey, context.prehook);
    const country = countryOf(context);
    const [{ AdyenCheckout, Card }] = await Promise.all([import("@adyen/adyen-web"), import("@adyen/adyen-web/styles/adyen.css")]);

    // An action under way settles through Adyen's callbacks: its details when the shopper is done, or its error.
    let settleAction: ((outcome: NextActionOutcome) => void) | undefined;
    const settle = (outcome: NextActionOutcome) => {
      settleAction?.(outcome);
      settleAction = undefined;
    };
    let ready: { resolve: () => void; reject: (error: CardProcessorError) => void } | undefined;
    const configured = new Promise<void>((resolve, reject) => {
      ready = { resolve, reject };
    });
    let fieldError: string | undefined;
    const report = (state: CardFieldsState) => {
      fieldError = state.error;
      onChange(state);
    };

    const onError = (error: unknown) => {
      if (ready) {
        const setup = ready;
        ready = undefined;
        const failed = errorOf(error);
        if (failed.kind === "network" || !FIELDS_FAILED.test(failed.message)) setup.reject(failed);
        // Unreachable fields are a connection to retry, not a setup problem.
        else void reachable(checkoutHostOf(environment)).then((up) => setup.reject(up ? failed : new CardProcessorError(t("adyen.unreachable"), "network")));
      } else if (settleAction) {
        settle({ kind: "failed", message: errorOf(error).message });
      } else {
        report({ complete: false, error: errorOf(error).message });
      }
    };

    const checkout = await AdyenCheckout({
      clientKey,
      environment,
      // Adyen's own texts in the console's language: Adyen Web fetches the ones it has, and shows English otherwise.
      locale: vendorLanguage(context),
      ...(country ? { countryCode: country } : {}),
      // The console shows its own button; the payment itself is made by the backend.
      showPayButton: false,
      onAdditionalDetails(state) {
        // Adyen's result of the action, for the backend to complete the payment with (its `/payments/details`).
        settle({ kind: "succeeded", chargeId: JSON.stringify(state.data) });
      },
      onError,
    }).catch((error: unknown) => {
      throw errorOf(error);
    });

    const card = new Card(checkout, {
      // The holder's name is typed in the console's own field and sent with the card: it is not a card secret.
      hasHolderName: false,
      onConfigSuccess() {
        ready?.resolve();
        ready = undefined;
      },
      onChange(state: CardChange) {
        report({ complete: state.isValid, error: firstFieldError(state.errors) });
      },
      onError,
    }).mount(container);

    try {
      await configured;
    } catch (error) {
      card.unmount();
      throw error;
    }

    const current = {
      handleAction(action: PaymentAction) {
        return new Promise<NextActionOutcome>((resolve) => {
          settleAction = resolve;
          try {
            card.handleAction(action);
          } catch (error) {
            settle({ kind: "failed", message: errorOf(error).message });
          }
        });
      },
    };
    mounted = current;
    let destroyed = false;

    return {
      tokenize({ holder, postalCode }) {
        if (destroyed) return Promise.reject(new CardProcessorError(t("formRemoved"), "setup"));
        if (!card.isValid) {
          // Adyen marks each field that is missing or wrong, in its own words.
          card.showValidation();
          return Promise.reject(new CardProcessorError(fieldError ?? t("adyen.incomplete"), "card"));
        }
        const data = card.data;
        const store = context.processor.store_id?.trim();
        const request = {
          ...data,
          paymentMethod: { ...data.paymentMethod, holderName: holder.trim() },
          ...(postalCode?.trim() ? { billingAddress: { postalCode: postalCode.trim() } } : {}),
          // A store of the merchant account, where the provider has one, goes with the payment.
          ...(store ? { store } : {}),
        };
        return Promise.resolve({ token: JSON.stringify(request) });
      },
      destroy() {
        destroyed = true;
        settle({ kind: "failed", message: t("adyen.closed") });
        if (mounted === current) mounted = undefined;
        card.unmount();
        container.replaceChildren();
      },
    };
  },
  handleNextAction(action: NextAction): Promise<NextActionOutcome> {
    const paymentAction = action.adyenAction && paymentActionOf(action.adyenAction);
    if (paymentAction && mounted) return mounted.handleAction(paymentAction);
    if (action.redirectUrl) return Promise.resolve({ kind: "redirect", url: action.redirectUrl });
    if (!action.adyenAction) return Promise.resolve({ kind: "failed", message: t("adyen.nothingToDo") });
    return Promise.resolve({
      kind: "failed",
      message: paymentAction ? t("adyen.formGone") : t("adyen.unknownAction", { action: action.adyenAction.type }),
    });
  },
};

export default adyen;
