import type { PaymentProcessor } from "@cloudconsole/sdk";
import type { Language } from "../../../../i18n";
import type { ProcessorDestination } from "../redirect";

// One adapter per card processor of the configuration. Each runs the vendor's own code on the page (Stripe.js and
// Elements, Omise.js, Adyen Web's card component, the mock API's own processor script): the card number and security
// code are typed into the vendor's fields, never into the console's own DOM, and the console only ever sees the
// vendor's token. Adapters are loaded on demand (see registry.ts), so no vendor's code is in any screen's bundle.

/** What an adapter is given to mount the vendor's card fields. */
export interface CardEntryContext {
  processor: PaymentProcessor;
  /**
   * What `payment/card/prehook` answered for this account and processor: a Stripe setup intent's `client_secret`,
   * a session id, … Adapters read only the keys their vendor documents, and fail with a setup error when one they
   * need is missing.
   */
  prehook: Readonly<Record<string, unknown>>;
  /** The site's locale (BCP 47), for the shopper's region where a vendor asks for one. */
  locale: string;
  /** The console's language, for the vendor's own texts in its fields; the language shown now when not given. */
  language?: Language;
}

/** What the customer's state in the vendor's fields is, as the vendor reports it. */
export interface CardFieldsInput {
  /** Every field the vendor needs is filled and passes the vendor's own checks. */
  complete: boolean;
  /** The vendor's own message about what was typed ("Your card number is incomplete."), when it has one. */
  error?: string;
  unavailable?: undefined;
}

/**
 * This browser cannot pay with the processor at all (a wallet the browser does not have): the processor is hidden
 * from the customer, not shown with a message, and nothing is mounted.
 */
export interface CardFieldsUnavailable {
  unavailable: true;
  complete: false;
  error?: undefined;
}

export type CardFieldsState = CardFieldsInput | CardFieldsUnavailable;

/** The vendor's token for a card, ready for `payment/card/add`. */
export interface CardToken {
  /** The vendor's token or payment method id (`tok_…`, `pm_…`, `tokn_…`, Adyen's encrypted card as JSON). */
  token: string;
  /** The processor's session, when the vendor has one (`session_id` of `card/add`). */
  sessionId?: string;
}

/** The card fields once mounted into the page. */
export interface MountedCardFields {
  /**
   * Asks the vendor for a token of what was typed. Rejects with a `CardProcessorError` carrying the vendor's own
   * message (a declined card, an incomplete number, a network failure) and keeps the fields as typed.
   */
  tokenize(details: { holder: string; postalCode?: string }): Promise<CardToken>;
  /**
   * A hosted payment page: the processor's own page where the customer types the card, which the console never
   * sees. Set, the flow sends the customer there (and back to /payment_return) instead of asking for a token.
   */
  hostedPage?: ProcessorDestination;
  /** Removes the vendor's fields and listeners from the page. */
  destroy(): void;
}

/**
 * An Adyen payment action: the `action` of Adyen's `/payments` answer, which the backend passes on as it is and Adyen
 * Web's `handleAction` takes (a 3-D Secure challenge or fingerprint, a redirect, …). Fields Adyen adds are kept.
 */
export interface AdyenAction {
  /** Adyen's kind of action: `threeDS2`, `redirect`, `await`, `qrCode`, `voucher`, `bankTransfer`, `sdk`. */
  type: string;
  paymentMethodType: string;
  subtype?: string;
  /** What Adyen needs back with the action's result, for `/payments/details`. */
  paymentData?: string;
  /** A redirect's page and the method to open it with (GET, or POST with `data`). */
  url?: string;
  method?: string;
  /** A 3-D Secure 2 token for the fingerprint or challenge. */
  token?: string;
  authorisationToken?: string;
  [field: string]: unknown;
}

// What the backend answered a call that may need the customer once more (`card/verify`, `credit/buy`). The action is
// told apart by the one field it carries, so a literal `{ clientSecret }` or `{ redirectUrl }` is a whole action.

/** A page to send the customer to (a bank's 3-D Secure page), or, with no page, nothing the console can run. */
export interface RedirectAction {
  redirectUrl?: string;
  clientSecret?: undefined;
  adyenAction?: undefined;
}

/** A Stripe payment or setup intent's client secret, which Stripe.js confirms in the page; the page is a fallback. */
export interface StripeNextAction {
  clientSecret: string;
  redirectUrl?: string;
  adyenAction?: undefined;
}

/** An Adyen action, which the Card component runs in the page; the page is a fallback. */
export interface AdyenNextAction {
  adyenAction: AdyenAction;
  redirectUrl?: string;
  clientSecret?: undefined;
}

/** What the customer must do next: go to a page, or let the vendor's script confirm in the page. */
export type NextAction = RedirectAction | StripeNextAction | AdyenNextAction;

/** How a next action ended when the vendor ran it in the page. */
export type NextActionOutcome = { kind: "succeeded"; chargeId?: string } | { kind: "failed"; message: string } | { kind: "redirect"; url: string };

/** A processor keyword's adapter. */
export interface CardProcessorAdapter {
  /** The vendor's name, for messages ("Stripe", "Omise", "Adyen"). */
  vendor: string;
  /**
   * Why this configuration cannot take cards with this vendor (no public key, a key of the wrong kind), or
   * undefined when it can. A processor with a problem is not offered; the reason is reported as a setup error.
   */
  setupProblem(processor: PaymentProcessor): string | undefined;
  /** Loads the vendor's code (once per page) and mounts its card fields into `container`. */
  mount(container: HTMLElement, context: CardEntryContext, onChange: (state: CardFieldsState) => void): Promise<MountedCardFields>;
  /**
   * Runs a next action in the page where the vendor can (Stripe's `handleNextAction` for 3-D Secure); adapters
   * without one send the browser to `redirectUrl`.
   */
  handleNextAction?(action: NextAction, context: CardEntryContext): Promise<NextActionOutcome>;
}

/** A failure the vendor reported, in its own words. */
export class CardProcessorError extends Error {
  override readonly name = "CardProcessorError";
  constructor(
    message: string,
    /** What kind of failure: the customer can fix `card`, not `setup` or `network`. */
    readonly kind: "card" | "setup" | "network",
  ) {
    super(message);
  }
}
