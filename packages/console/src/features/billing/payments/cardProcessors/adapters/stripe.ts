import type { PaymentProcessor } from "@cloudconsole/sdk";
import type { PaymentIntent, SetupIntent, Stripe, StripeCardElement, StripeElementLocale, StripeError } from "@stripe/stripe-js";
import type { TranslatedLanguage } from "../../../../../i18n";
import { cardProcessorText as t, vendorLanguage } from "../text";
import { CardProcessorError, type CardEntryContext, type CardProcessorAdapter, type CardToken, type NextActionOutcome } from "../types";

// Stripe through Stripe.js and Elements: the card is typed into Stripe's card element (its own frame), saved with the
// setup intent the backend made at `card/prehook` (confirmCardSetup runs 3-D Secure in the page when the bank asks),
// and the console sends only the payment method id. Stripe.js loads through @stripe/stripe-js when a card is
// mounted, never at import, so checking a configuration costs nothing.

/** Why a processor's public key cannot be used with Stripe.js, or undefined when it is a publishable key. */
export function stripeKeyProblem(processor: PaymentProcessor): string | undefined {
  const key = processor.public_key?.trim();
  if (!key) return "it has no public key: set the Stripe account's publishable key (pk_live_… or pk_test_…) as its public_key.";
  // Stripe's publishable keys are the only ones meant for a browser; a secret or restricted key must never reach it.
  // The key itself is not repeated here: a misplaced secret key must not end up in a log.
  if (!/^pk_(live|test)_\w+$/.test(key)) return "its public key is not a Stripe publishable key (pk_live_… or pk_test_…): use the publishable key of the Stripe account, never a secret or restricted one.";
  return undefined;
}

/** The setup intent's client secret that `card/prehook` answered, when it made one. */
export function prehookClientSecret(prehook: Readonly<Record<string, unknown>>): string | undefined {
  const secret = prehook.client_secret;
  return typeof secret === "string" && secret ? secret : undefined;
}

/** The console's languages that Stripe.js speaks; for another, Stripe follows the browser's language. */
const STRIPE_LANGUAGES: ReadonlySet<TranslatedLanguage> = new Set(["en", "id", "th", "et"] satisfies StripeElementLocale[]);

/** The locale Stripe.js is given: the console's language where Stripe has it, else `auto` (the browser's). */
export function stripeLocale(context: Pick<CardEntryContext, "language">): StripeElementLocale {
  const language = vendorLanguage(context);
  return STRIPE_LANGUAGES.has(language) ? (language as StripeElementLocale) : "auto";
}

/** Loads Stripe.js once per page (@stripe/stripe-js keeps it) and makes a Stripe instance for the processor's key. */
export async function loadStripeFor(processor: PaymentProcessor, locale: StripeElementLocale): Promise<Stripe> {
  const problem = stripeKeyProblem(processor);
  if (problem) throw new CardProcessorError(`Stripe: ${problem}`, "setup");
  const key = processor.public_key?.trim() ?? "";
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  let stripe: Stripe | null;
  try {
    // Stripe's own texts (the card element's placeholders, its decline messages) come in this language.
    stripe = await loadStripe(key, { locale });
  } catch (error) {
    // The loader rejects with "Failed to load Stripe.js" when its script cannot be fetched (twice); anything else is
    // Stripe.js refusing the configuration.
    if (error instanceof Error && /load Stripe\.js|Stripe\.js not available/.test(error.message)) {
      throw new CardProcessorError(t("stripe.unreachable"), "network");
    }
    throw new CardProcessorError(error instanceof Error ? error.message : String(error), "setup");
  }
  if (!stripe) throw new CardProcessorError("Stripe.js cannot run outside a browser.", "setup");
  return stripe;
}

/**
 * Stripe's error in its own words, with what the customer can do about it: a card or validation error, or a failed
 * authentication, is theirs to fix (another card, the missing digits); a connection or Stripe server failure is
 * worth retrying; anything else (a refused key, a request Stripe finds invalid) is the provider's setup.
 */
export function processorErrorFrom(error: StripeError): CardProcessorError {
  const message = error.message ?? t("stripe.cardRefused", { code: error.code ?? error.type });
  if (error.type === "card_error" || error.type === "validation_error" || error.code?.endsWith("_authentication_failure")) return new CardProcessorError(message, "card");
  if (error.type === "api_connection_error" || error.type === "api_error" || error.type === "rate_limit_error") return new CardProcessorError(message, "network");
  return new CardProcessorError(message, "setup");
}

/** The id of a payment method as an intent carries it (an id, or the object when expanded). */
export function paymentMethodId(intent: SetupIntent): string {
  const method = intent.payment_method;
  const id = typeof method === "string" ? method : method?.id;
  if (!id) throw new CardProcessorError("Stripe confirmed the card without a payment method.", "setup");
  return id;
}

/** How a payment or setup intent ended after its next action, as the console's flows take it. */
export function nextActionOutcome(intent: PaymentIntent | SetupIntent): NextActionOutcome {
  // A payment still processing has been authorised: its charge id is the intent's, for the backend to settle.
  if (intent.status === "succeeded" || intent.status === "processing" || intent.status === "requires_capture") return { kind: "succeeded", chargeId: intent.id };
  const redirect = intent.next_action?.redirect_to_url?.url;
  if (intent.status === "requires_action" && redirect) return { kind: "redirect", url: redirect };
  const lastError = "last_payment_error" in intent ? intent.last_payment_error : intent.last_setup_error;
  return { kind: "failed", message: lastError?.message ?? t("stripe.leftPayment", { status: intent.status.replaceAll("_", " ") }) };
}

/** Runs a next action in the page (3-D Secure) with Stripe.js, or sends the browser where the backend said. */
export async function handleNextAction(...[action, context]: Parameters<NonNullable<CardProcessorAdapter["handleNextAction"]>>): Promise<NextActionOutcome> {
  if (!action.clientSecret) {
    if (action.redirectUrl) return { kind: "redirect", url: action.redirectUrl };
    return { kind: "failed", message: t("stripe.nothingToConfirm") };
  }
  let stripe: Stripe;
  try {
    stripe = await loadStripeFor(context.processor, stripeLocale(context));
  } catch (error) {
    return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
  const result = await stripe.handleNextAction({ clientSecret: action.clientSecret });
  if (result.error) return { kind: "failed", message: processorErrorFrom(result.error).message };
  return nextActionOutcome(result.paymentIntent ?? result.setupIntent);
}

/** Saves the card typed into the element: with the prehook's setup intent when it made one, else as a payment method. */
async function tokenizeCard(stripe: Stripe, card: StripeCardElement, clientSecret: string | undefined, details: { holder: string; postalCode?: string }): Promise<CardToken> {
  const billing_details = { name: details.holder, ...(details.postalCode ? { address: { postal_code: details.postalCode } } : {}) };
  if (clientSecret) {
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details } });
    if (result.error) throw processorErrorFrom(result.error);
    return { token: paymentMethodId(result.setupIntent) };
  }
  const result = await stripe.createPaymentMethod({ type: "card", card, billing_details });
  if (result.error) throw processorErrorFrom(result.error);
  return { token: result.paymentMethod.id };
}

const stripeAdapter: CardProcessorAdapter = {
  vendor: "Stripe",
  setupProblem: stripeKeyProblem,
  async mount(container, context, onChange) {
    const stripe = await loadStripeFor(context.processor, stripeLocale(context));
    const card = stripe.elements().create("card", { hidePostalCode: context.processor.show_postalcode_input !== true });
    card.on("change", (event) => onChange(event.error?.message ? { complete: event.complete, error: event.error.message } : { complete: event.complete }));
    card.mount(container);
    const clientSecret = prehookClientSecret(context.prehook);
    // One submission at a time: a second click while Stripe confirms waits for the same answer, never a second setup.
    let pending: Promise<CardToken> | undefined;
    return {
      tokenize(details) {
        pending ??= tokenizeCard(stripe, card, clientSecret, details).finally(() => {
          pending = undefined;
        });
        return pending;
      },
      destroy() {
        card.destroy();
      },
    };
  },
  handleNextAction,
};

export default stripeAdapter;
