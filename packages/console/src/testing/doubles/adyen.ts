// A double of Adyen Web 6 (`@adyen/adyen-web`) for the console's unit tests, which put it in the package's place
// with vi.mock. It implements the part of Adyen's documented API the console uses: AdyenCheckout (client key,
// environment, locale, onAdditionalDetails, onError) and the Card component (mount with its secured fields as frames
// of Adyen's host, onConfigSuccess, onChange, onError, isValid, data with encrypted values, showValidation,
// handleAction for a 3-D Secure 2 challenge, unmount). What the shopper types into the secured fields and how the
// challenge ends are driven by the test through `adyenDouble`. It lives with the tests and never reaches a bundle.

import { expiryProblem, isCardNumber } from "./cardChecks";

/** The version of Adyen Web this double stands for, as it appears in the secured fields' address. */
const VERSION = "6.45.2";

/** Adyen Web's error: its `name` is the error's type (NETWORK_ERROR, CANCEL, IMPLEMENTATION_ERROR, …). */
export class AdyenCheckoutError extends Error {
  constructor(type: string, message?: string) {
    super(message);
    this.name = type;
  }
}

interface CheckoutConfiguration {
  clientKey?: string;
  environment?: string;
  locale?: string;
  showPayButton?: boolean;
  onAdditionalDetails?: (state: { data: { details: Record<string, string>; paymentData?: string } }, component: unknown) => void;
  onError?: (error: AdyenCheckoutError, component?: unknown) => void;
}

interface Checkout {
  options: CheckoutConfiguration;
}

type FieldKey = "encryptedCardNumber" | "encryptedExpiryDate" | "encryptedSecurityCode";
type FieldErrors = Partial<Record<FieldKey, { isValid: false; errorMessage: string } | null>>;

interface CardProps {
  hasHolderName?: boolean;
  onConfigSuccess?: (event: object) => void;
  onChange?: (state: { isValid: boolean; data: object; errors: FieldErrors }, component: Card) => void;
  onError?: (error: AdyenCheckoutError, component?: unknown) => void;
}

/** What the shopper has typed into the secured fields. */
export interface SecuredFieldsInput {
  number?: string;
  /** MM/YY */
  expiry?: string;
  securityCode?: string;
}

const FIELDS: { key: FieldKey; title: string }[] = [
  { key: "encryptedCardNumber", title: "Iframe for card number" },
  { key: "encryptedExpiryDate", title: "Iframe for expiry date" },
  { key: "encryptedSecurityCode", title: "Iframe for security code" },
];

/** Adyen's own (en-US) messages for what its secured fields refuse. */
function fieldErrors(input: SecuredFieldsInput, now: Date): FieldErrors {
  const refuse = (errorMessage: string) => ({ isValid: false as const, errorMessage });
  const expiry = input.expiry ? expiryProblem(input.expiry, now) : undefined;
  return {
    encryptedCardNumber: !input.number ? refuse("Enter the card number") : !isCardNumber(input.number) ? refuse("Enter a valid card number") : null,
    encryptedExpiryDate: !input.expiry ? refuse("Enter the expiry date") : expiry ? refuse("Enter a valid expiry date") : null,
    encryptedSecurityCode: !input.securityCode ? refuse("Enter the security code") : !/^\d{3,4}$/.test(input.securityCode) ? refuse("Enter a valid security code") : null,
  };
}

/** What the double has been given and what it has drawn. */
interface DoubleState {
  /**
   * Whether Adyen's host answers: when false, the secured fields never load and Card reports it as Adyen Web does, an
   * `ERROR` that does not say why; `hostFetch` then fails as a connection does.
   */
  reachable: boolean;
  /** Whether Adyen takes the client key from this page's origin: when false, the fields load but never configure. */
  keyAccepted: boolean;
  checkouts: CheckoutConfiguration[];
  cards: Card[];
}

const state: DoubleState = { reachable: true, keyAccepted: true, checkouts: [], cards: [] };

/** AdyenCheckout: the checkout instance components are made from. */
export function AdyenCheckout(options: CheckoutConfiguration): Promise<Checkout> {
  state.checkouts.push(options);
  if (!/^(test|live)_/.test(options.clientKey ?? "")) return Promise.reject(new AdyenCheckoutError("IMPLEMENTATION_ERROR", "No clientKey or session object has been provided"));
  return Promise.resolve({ options });
}

/** The Card component: three secured fields, each a frame of Adyen's host. */
export class Card {
  readonly checkout: Checkout;
  readonly props: CardProps;
  node: HTMLElement | undefined;
  input: SecuredFieldsInput = {};
  /** Whether the component has marked its fields for the shopper (showValidation). */
  validationShown = false;
  /** The 3-D Secure challenge drawn in the component, while it is open. */
  challenge: HTMLIFrameElement | undefined;
  unmounted = false;

  constructor(checkout: Checkout, props: CardProps = {}) {
    this.checkout = checkout;
    this.props = props;
    state.cards.push(this);
  }

  mount(node: HTMLElement): this {
    this.node = node;
    const { clientKey = "", environment = "test" } = this.checkout.options;
    for (const { key, title } of FIELDS) {
      const frame = document.createElement("iframe");
      frame.title = title;
      frame.dataset.cseField = key;
      frame.src = `https://checkoutshopper-${environment}.adyen.com/checkoutshopper/securedfields/${clientKey}/${VERSION}/securedFields.html?type=card`;
      node.append(frame);
    }
    // The fields report that they are configured once Adyen's host has served them.
    queueMicrotask(() => {
      if (!state.reachable) this.props.onError?.(new AdyenCheckoutError("ERROR", "secured field iframes have failed to load"), this);
      else if (!state.keyAccepted) this.props.onError?.(new AdyenCheckoutError("ERROR", "secured fields have failed to configure"), this);
      else this.props.onConfigSuccess?.({});
    });
    return this;
  }

  get isValid(): boolean {
    return Object.values(fieldErrors(this.input, new Date())).every((error) => error === null);
  }

  /** The payment data: the secured fields' encrypted values, never the digits typed. */
  get data(): { paymentMethod: Record<string, string>; browserInfo: Record<string, unknown> } {
    const last4 = (this.input.number ?? "").replace(/\D/g, "").slice(-4);
    const encrypted = (field: string) => `adyenjs_0_1_25$double_${field}_${btoa(`${field}:${last4}`)}`;
    return {
      paymentMethod: { type: "scheme", encryptedCardNumber: encrypted("number"), encryptedExpiryMonth: encrypted("month"), encryptedExpiryYear: encrypted("year"), encryptedSecurityCode: encrypted("cvc") },
      browserInfo: { acceptHeader: "*/*", colorDepth: 24, language: "en-US", javaEnabled: false, screenHeight: 768, screenWidth: 1024, userAgent: "double", timeZoneOffset: 0 },
    };
  }

  showValidation(): this {
    this.validationShown = true;
    this.changed();
    return this;
  }

  handleAction(action: { type: string; subtype?: string }): this {
    if (action.type !== "threeDS2" || action.subtype !== "challenge") {
      this.checkout.options.onError?.(new AdyenCheckoutError("IMPLEMENTATION_ERROR", `Invalid Action type: ${action.type}`), this);
      return this;
    }
    const frame = document.createElement("iframe");
    frame.title = "3D Secure 2.0 challenge";
    frame.src = "https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/challenge.shtml";
    this.node?.append(frame);
    this.challenge = frame;
    return this;
  }

  unmount(): this {
    this.unmounted = true;
    this.node?.replaceChildren();
    return this;
  }

  changed(): void {
    const errors = fieldErrors(this.input, new Date());
    this.props.onChange?.({ isValid: this.isValid, data: this.data, errors }, this);
  }
}

/** The controls a test drives the double by. */
export const adyenDouble = {
  get reachable() {
    return state.reachable;
  },
  set reachable(value: boolean) {
    state.reachable = value;
  },
  get keyAccepted() {
    return state.keyAccepted;
  },
  set keyAccepted(value: boolean) {
    state.keyAccepted = value;
  },
  /** `fetch` as this page sees Adyen's host: any answer while it is reachable, a failed connection otherwise. */
  hostFetch(): Promise<Response> {
    return state.reachable ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError("Failed to fetch"));
  },
  /** The configurations AdyenCheckout was given, oldest first. */
  get checkouts(): readonly CheckoutConfiguration[] {
    return state.checkouts;
  },
  /** The Card component mounted last. */
  get card(): Card | undefined {
    return state.cards.at(-1);
  },
  /** The shopper types into the secured fields (each keystroke reports a change, as Adyen's fields do). */
  type(input: SecuredFieldsInput): void {
    const card = adyenDouble.card;
    if (!card?.node) throw new Error("No Card component is mounted.");
    card.input = { ...card.input, ...input };
    card.changed();
  },
  /** The shopper finishes the 3-D Secure challenge: Adyen hands the result to onAdditionalDetails. */
  completeChallenge(transStatus: "Y" | "N"): void {
    const card = adyenDouble.card;
    if (!card?.challenge) throw new Error("No 3-D Secure challenge is open.");
    card.challenge.remove();
    card.challenge = undefined;
    card.checkout.options.onAdditionalDetails?.({ data: { details: { threeDSResult: btoa(JSON.stringify({ transStatus })) } } }, card);
  },
  /** The challenge ends without a result (the shopper gave up, the bank's page timed out): Adyen reports an error. */
  abandonChallenge(): void {
    const card = adyenDouble.card;
    if (!card?.challenge) throw new Error("No 3-D Secure challenge is open.");
    card.challenge.remove();
    card.challenge = undefined;
    card.checkout.options.onError?.(new AdyenCheckoutError("ERROR", "threeds2.challenge: no transStatus could be retrieved"), card);
  },
  /** Forgets every checkout and component, and brings Adyen's host back. */
  reset(): void {
    state.reachable = true;
    state.keyAccepted = true;
    state.checkouts = [];
    state.cards = [];
  },
};
