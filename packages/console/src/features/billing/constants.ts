/** Failure title of a top-up (the accounts' and cards' own are in their catalogues). */
export const BILLING_FAILURE = {
  topup: "Failed to top up",
} as const;

/** Failure title of asking to pay by invoice, in the provider's word for an invoice. */
export const invoicePaymentFailure = (invoice: string) => `Failed to apply for ${invoice.toLowerCase()} payment`;

/** The processor's answer when it cannot take the payment (verbatim from the API). */
export const PAYMENT_CHANNEL_NOT_AVAILABLE = "Payment channel not available";

/** Shown when the PayPal SDK cannot be loaded. */
export const PAYPAL_LOAD_FAILED = "Failed to load PayPal.";

/** What /payment_return says once the processor has sent the customer back. */
export const PAYMENT_RETURN_MESSAGE = "Payment authorization check finished. You can close this page.";

/** How long the amount must stay unchanged before the amount charged is asked for: one call per amount, not per keystroke. */
export const TOPUP_PREVIEW_DELAY_MS = 400;

/** What the customer reads when the site's card processors are all set up wrongly (each is reported as a setup error). */
export const NO_CARD_PROCESSOR = "Card payments are not available: this site's card processor is not set up. Contact support.";

/**
 * What adding a card says when the processor takes it on its own hosted payment page: the card is typed, added and
 * verified there, not confirmed with the bank from here.
 */
export const HOSTED_PAGE_ADDS_CARD = "The card is added and verified on the processor's secure page";
