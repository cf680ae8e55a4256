// A double of Stripe.js, served where the real one is (https://js.stripe.com/<release>/stripe.js), so the console's
// real loader (@stripe/stripe-js) and adapters run without the outside network. It implements the documented part
// of Stripe.js the console uses: Stripe(key, options), elements(), the card element (its frame, hidePostalCode, its
// change events), confirmCardSetup, createPaymentMethod, handleNextAction and paymentRequest, with Stripe's
// documented test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for
// 3-D Secure. A 3-D Secure challenge and a wallet's sheet are drawn in the page for the test to pass or fail, as
// Stripe's test mode draws them. It lives with the tests and never reaches a bundle.
//
// `installStripeJsDouble` runs in the page: the e2e double serialises it with toString(), so it is self-contained
// (no imports, no closures over this module) and keeps its control object on `window.stripeDouble`.

/** What a test decides about the world the double stands in for; the page reads it as `window.stripeDouble`. */
export interface StripeDoubleControl {
  /** Whether Stripe's API can be reached: "down" fails every call as a connection failure, as Stripe.js reports it. */
  network: "up" | "down";
  /** The wallet the browser offers a payment request, or null when it has none. */
  wallet: "applePay" | "googlePay" | null;
  /** Publishable keys Stripe's API refuses (revoked, or of another account). */
  rejectedKeys: string[];
  /** The card a wallet hands over when the customer approves its sheet (one of Stripe's test card numbers). */
  walletCard: string;
  /** What the page asked of Stripe.js, in order, as JSON-safe data (the card's own number is never recorded). */
  calls: { method: string; args: unknown }[];
}

/** Stripe's documented test cards the double knows, by number; any other valid number succeeds like 4242…. */
export const STRIPE_TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  requires3ds: "4000002500003155",
} as const;

/** The 3-D Secure challenge's and the wallet sheet's accessible names and buttons, for tests to find them by. */
export const STRIPE_DOUBLE_UI = {
  cardFrameTitle: "Secure card payment input frame",
  cardNumber: "Credit or debit card number",
  expiry: "Credit or debit card expiration date",
  cvc: "Credit or debit card CVC/CVV",
  postalCode: "ZIP",
  challenge: "3D Secure authentication",
  completeAuthentication: "Complete authentication",
  failAuthentication: "Fail authentication",
  walletSheet: "Wallet payment sheet",
  walletPay: "Pay",
  walletCancel: "Cancel",
} as const;

/**
 * Defines `window.Stripe` (the double) and `window.stripeDouble` (its control, from `settings`), drawing its frames
 * and dialogs with the names of `ui` (STRIPE_DOUBLE_UI, passed in: the function runs in the page, self-contained).
 */
export function installStripeJsDouble(win: Window, settings: Partial<Omit<StripeDoubleControl, "calls">>, ui: typeof STRIPE_DOUBLE_UI): void {
  type Listener = (event: unknown) => void;
  type StripeErrorShape = { type: string; code?: string; decline_code?: string; message: string; setup_intent?: unknown; payment_intent?: unknown };
  type CardValues = { number: string; expiry: string; cvc: string; postalCode: string; hidePostalCode: boolean };

  const doc = win.document;
  const host = win as unknown as { Stripe?: unknown; stripeDouble?: StripeDoubleControl };
  host.stripeDouble ??= {
    network: settings.network ?? "up",
    wallet: settings.wallet ?? null,
    rejectedKeys: settings.rejectedKeys ?? [],
    walletCard: settings.walletCard ?? "4242424242424242",
    calls: [],
  };
  const installed = host.stripeDouble;
  // The control is read at each call, never kept: Stripe.js loads once per page, and a test sets the world anew.
  const control = (): StripeDoubleControl => host.stripeDouble ?? installed;

  // Stripe's messages for what the card element checks, for the declines and for a failed authentication; the
  // connection failure's wording is the double's own.
  const messages = {
    numberIncomplete: "Your card number is incomplete.",
    numberInvalid: "Your card number is invalid.",
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryPast: "Your card's expiration year is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    postalIncomplete: "Your postal code is incomplete.",
    declined: "Your card was declined.",
    insufficientFunds: "Your card has insufficient funds.",
    network: "An error occurred due to network connectivity issues. Please try again.",
    authentication: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  };
  const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
    "4000000000000002": { code: "card_declined", decline_code: "generic_decline", message: messages.declined },
    "4000000000009995": { code: "card_declined", decline_code: "insufficient_funds", message: messages.insufficientFunds },
  };
  const REQUIRES_3DS = new Set(["4000002500003155", "4000002760003184", "4000000000003220"]);

  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_double${String(++sequence).padStart(6, "0")}`;
  const record = (method: string, args: unknown) => control().calls.push({ method, args: JSON.parse(JSON.stringify(args ?? null)) as unknown });
  const digits = (text: string) => text.replace(/\D/g, "");
  const luhn = (number: string) => {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  };
  // The card element's own check of what was typed: Stripe's first message in field order, as its change event says.
  const validate = (values: CardValues): string | undefined => {
    const number = digits(values.number);
    if (number.length < 16) return messages.numberIncomplete;
    if (!luhn(number)) return messages.numberInvalid;
    const expiry = digits(values.expiry);
    if (expiry.length < 4) return messages.expiryIncomplete;
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    const now = new Date();
    if (month < 1 || month > 12) return messages.expiryIncomplete;
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return messages.expiryPast;
    if (digits(values.cvc).length < 3) return messages.cvcIncomplete;
    if (!values.hidePostalCode && values.postalCode.trim().length < 3) return messages.postalIncomplete;
    return undefined;
  };

  // Draws a dialog in the page with two buttons and resolves with the one pressed. Pointer events are set on the
  // dialog itself so a modal of the page (which may turn them off on <body>) cannot block it, as Stripe's own frames.
  const ask = (label: string, text: string, yes: string, no: string): Promise<boolean> =>
    new Promise((resolve) => {
      const dialog = doc.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-label", label);
      dialog.style.cssText = "position:fixed;inset:0;z-index:2147483647;pointer-events:auto;display:grid;place-items:center;background:rgba(0,0,0,.4);font:14px sans-serif";
      const panel = doc.createElement("div");
      panel.style.cssText = "background:#fff;color:#111;padding:24px;border-radius:8px;max-width:360px";
      const paragraph = doc.createElement("p");
      paragraph.textContent = text;
      panel.append(paragraph);
      for (const [name, answer] of [[yes, true], [no, false]] as const) {
        const button = doc.createElement("button");
        button.type = "button";
        button.textContent = name;
        button.style.cssText = "margin:8px 8px 0 0;padding:8px 12px";
        button.addEventListener("click", () => {
          dialog.remove();
          resolve(answer);
        });
        panel.append(button);
      }
      dialog.append(panel);
      doc.body.append(dialog);
    });
  const challenge = () => ask(ui.challenge, "This is a test payment's 3D Secure authentication.", ui.completeAuthentication, ui.failAuthentication);
  const networkError = (): StripeErrorShape => ({ type: "api_connection_error", message: messages.network });

  function Stripe(key: unknown, options?: unknown) {
    if (typeof key !== "string" || !/^pk_(test|live)_/.test(key)) {
      throw new Error(`Invalid value for Stripe(): apiKey should be a publishable key (pk_test_… or pk_live_…). You specified: ${String(key)}.`);
    }
    record("Stripe", { key, options });
    const cards = new WeakMap<object, () => CardValues>();
    const attached = new Map<string, { number: string; paymentMethodId: string }>();
    // Stripe's API, as the double answers it: the key and the network first, as every real call meets them.
    const refusal = (): StripeErrorShape | undefined => {
      if (control().network === "down") return networkError();
      if (control().rejectedKeys.includes(key)) return { type: "authentication_error", message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` };
      return undefined;
    };
    const cardOf = (element: unknown): CardValues | undefined => (typeof element === "object" && element !== null ? cards.get(element)?.() : undefined);
    const paymentMethodFrom = (values: CardValues, billing: unknown) => {
      const number = digits(values.number);
      return { id: nextId("pm"), object: "payment_method", type: "card", billing_details: billing ?? {}, card: { last4: number.slice(-4), brand: number.startsWith("4") ? "visa" : "unknown" }, number };
    };
    const intentId = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? clientSecret;

    function createCardElement(options: { hidePostalCode?: boolean } | undefined) {
      const listeners = new Map<string, Set<Listener>>();
      const emit = (name: string, event: unknown) => listeners.get(name)?.forEach((listener) => listener(event));
      const hidePostalCode = options?.hidePostalCode === true;
      let frame: HTMLIFrameElement | undefined;
      const inputs: Record<string, HTMLInputElement> = {};
      const values = (): CardValues => ({
        number: inputs.number?.value ?? "",
        expiry: inputs.expiry?.value ?? "",
        cvc: inputs.cvc?.value ?? "",
        postalCode: inputs.postalCode?.value ?? "",
        hidePostalCode,
      });
      const element = {
        mount(target: string | HTMLElement) {
          const container = typeof target === "string" ? doc.querySelector(target) : target;
          if (!container) throw new Error(`The selector you specified (${typeof target === "string" ? target : "an element"}) applies to no DOM elements that are currently on the page.`);
          // The card's fields live in a frame of Stripe's: the page around it never holds the number.
          frame = doc.createElement("iframe");
          frame.title = ui.cardFrameTitle;
          frame.setAttribute("frameborder", "0");
          frame.style.cssText = "width:100%;height:48px;border:0";
          container.append(frame);
          const inner = frame.contentDocument;
          if (!inner) throw new Error("The card element's frame has no document");
          const fields: [string, string, string][] = [
            ["number", ui.cardNumber, "1234 1234 1234 1234"],
            ["expiry", ui.expiry, "MM / YY"],
            ["cvc", ui.cvc, "CVC"],
          ];
          if (!hidePostalCode) fields.push(["postalCode", ui.postalCode, "ZIP"]);
          for (const [name, label, placeholder] of fields) {
            const input = inner.createElement("input");
            input.setAttribute("aria-label", label);
            input.placeholder = placeholder;
            input.autocomplete = "off";
            input.style.cssText = "width:22%;margin-right:2%;font:14px sans-serif";
            input.addEventListener("input", () => {
              const now = values();
              const empty = !now.number && !now.expiry && !now.cvc && !now.postalCode;
              const error = validate(now);
              // Like Stripe's, the element reports what cannot become right by typing on (an invalid number, a past
              // date) at once; what is only incomplete is reported when the card is submitted.
              const shown = error === messages.numberInvalid || error === messages.expiryPast ? error : undefined;
              emit("change", { elementType: "card", empty, complete: error === undefined, brand: digits(now.number).startsWith("4") ? "visa" : "unknown", value: { postalCode: now.postalCode }, error: shown ? { type: "validation_error", code: "invalid", message: shown } : undefined });
            });
            inputs[name] = input;
            inner.body.append(input);
          }
          record("card.mount", { hidePostalCode });
          emit("ready", { elementType: "card" });
        },
        unmount() {
          frame?.remove();
          frame = undefined;
          record("card.unmount", null);
        },
        destroy() {
          element.unmount();
          listeners.clear();
        },
        on(name: string, listener: Listener) {
          const set = listeners.get(name) ?? new Set<Listener>();
          set.add(listener);
          listeners.set(name, set);
          return element;
        },
        off(name: string, listener?: Listener) {
          if (listener) listeners.get(name)?.delete(listener);
          else listeners.delete(name);
          return element;
        },
        focus() {
          inputs.number?.focus();
        },
      };
      cards.set(element, values);
      return element;
    }

    return {
      elements(options?: unknown) {
        record("elements", options);
        return {
          create(type: string, options?: Record<string, unknown>) {
            record("elements.create", { type, options });
            if (type === "card") return createCardElement(options);
            throw new Error(`The Stripe.js double has no "${type}" element`);
          },
        };
      },

      async createPaymentMethod(data: { type?: string; card?: unknown; billing_details?: unknown }) {
        const values = cardOf(data.card);
        record("createPaymentMethod", { type: data.type, billing_details: data.billing_details });
        const refused = refusal();
        if (refused) return { error: refused };
        if (!values) return { error: { type: "invalid_request_error", message: "A card element is required to create a card payment method." } };
        const invalid = validate(values);
        if (invalid) return { error: { type: "validation_error", code: "incomplete", message: invalid } };
        const { number: _number, ...paymentMethod } = paymentMethodFrom(values, data.billing_details);
        return { paymentMethod };
      },

      async confirmCardSetup(clientSecret: string, data?: { payment_method?: unknown }, options?: { handleActions?: boolean }) {
        const method = data?.payment_method;
        const values = typeof method === "object" && method !== null ? cardOf((method as { card?: unknown }).card) : undefined;
        const billing = typeof method === "object" && method !== null ? (method as { billing_details?: unknown }).billing_details : undefined;
        record("confirmCardSetup", { clientSecret, payment_method: typeof method === "string" || method === undefined ? method : { billing_details: billing }, options });
        const refused = refusal();
        if (refused) return { error: refused };
        const id = intentId(clientSecret);
        let number: string;
        let paymentMethodId: string;
        const earlier = attached.get(clientSecret);
        if (typeof method === "string") {
          // A payment method the page already holds (a wallet's): its card is the wallet's.
          number = control().walletCard;
          paymentMethodId = method;
        } else if (method === undefined && earlier) {
          // Confirming again without data finishes the intent with the payment method it already has.
          ({ number, paymentMethodId } = earlier);
        } else {
          if (!values) return { error: { type: "invalid_request_error", message: "Missing value for confirmCardSetup: payment_method.card should be a card element." } };
          const invalid = validate(values);
          if (invalid) return { error: { type: "validation_error", code: "incomplete", message: invalid } };
          number = digits(values.number);
          paymentMethodId = nextId("pm");
        }
        attached.set(clientSecret, { number, paymentMethodId });
        const setupIntent = (status: string) => ({ id, object: "setup_intent", client_secret: clientSecret, status, payment_method: paymentMethodId });
        const decline = DECLINES[number];
        if (decline) return { error: { type: "card_error", ...decline, setup_intent: setupIntent("requires_payment_method") } };
        if (REQUIRES_3DS.has(number)) {
          if (options?.handleActions === false) return { setupIntent: setupIntent("requires_action") };
          if (!(await challenge())) return { error: { type: "invalid_request_error", code: "setup_intent_authentication_failure", message: messages.authentication, setup_intent: setupIntent("requires_payment_method") } };
        }
        return { setupIntent: setupIntent("succeeded") };
      },

      async handleNextAction(options: { clientSecret: string }) {
        record("handleNextAction", options);
        const refused = refusal();
        if (refused) return { error: refused };
        const id = intentId(options.clientSecret);
        const setup = id.startsWith("seti_");
        const intent = (status: string) => ({ id, object: setup ? "setup_intent" : "payment_intent", client_secret: options.clientSecret, status });
        // The intent asks for the action the backend saw it ask for: 3-D Secure, which the customer passes or fails.
        if (!(await challenge())) {
          const failed = intent("requires_payment_method");
          return { error: { type: "invalid_request_error", code: setup ? "setup_intent_authentication_failure" : "payment_intent_authentication_failure", message: messages.authentication, ...(setup ? { setup_intent: failed } : { payment_intent: failed }) } };
        }
        return setup ? { setupIntent: intent("succeeded") } : { paymentIntent: intent("succeeded") };
      },

      paymentRequest(options: { country?: string; currency?: string; total?: { label?: string; amount?: number } }) {
        record("paymentRequest", options);
        const listeners = new Map<string, Set<Listener>>();
        const emit = (name: string, event: unknown) => listeners.get(name)?.forEach((listener) => listener(event));
        let showing = false;
        return {
          async canMakePayment() {
            record("paymentRequest.canMakePayment", null);
            if (!control().wallet) return null;
            return { applePay: control().wallet === "applePay", googlePay: control().wallet === "googlePay", link: false };
          },
          isShowing: () => showing,
          on(name: string, listener: Listener) {
            const set = listeners.get(name) ?? new Set<Listener>();
            set.add(listener);
            listeners.set(name, set);
          },
          off(name: string, listener?: Listener) {
            if (listener) listeners.get(name)?.delete(listener);
            else listeners.delete(name);
          },
          update() {},
          show() {
            record("paymentRequest.show", null);
            if (showing) throw new Error("The payment request is already showing.");
            showing = true;
            const total = `${options.total?.label ?? ""} ${options.total?.amount ?? 0} ${options.currency ?? ""}`.trim();
            void ask(ui.walletSheet, `Pay ${total} with your wallet.`, ui.walletPay, ui.walletCancel).then((approved) => {
              if (!approved) {
                showing = false;
                emit("cancel", {});
                return;
              }
              const number = control().walletCard;
              const paymentMethod = { id: nextId("pm"), object: "payment_method", type: "card", card: { last4: number.slice(-4), brand: "visa", wallet: { type: control().wallet === "applePay" ? "apple_pay" : "google_pay" } } };
              emit("paymentmethod", {
                paymentMethod,
                payerName: "Wallet Holder",
                walletName: control().wallet,
                complete(status: string) {
                  record("paymentRequest.complete", status);
                  showing = false;
                },
              });
            });
          },
        };
      },

      // @stripe/stripe-js tells Stripe.js which wrapper loaded it.
      _registerWrapper(wrapper: unknown) {
        record("_registerWrapper", wrapper);
      },
    };
  }
  // The release train the loader compares its own with (it warns on a mismatch for test keys).
  Stripe.version = "endive";
  host.Stripe = Stripe;
}

/** Whether a URL is Stripe.js's, as @stripe/stripe-js injects it (https://js.stripe.com/<release>/stripe.js or /v3). */
export function isStripeJsUrl(url: string): boolean {
  return /^https:\/\/js\.stripe\.com\/(v3\/?|[a-z0-9]+\/stripe\.js)(\?.*)?$/.test(url);
}

/** How the unit tests' page answers Stripe.js's script: the double, or a failed load (the network is down). */
export type StripeJsServing = Partial<Omit<StripeDoubleControl, "calls">> & { script?: "served" | "unreachable" };

/**
 * Answers the Stripe.js script tag that @stripe/stripe-js adds to a jsdom page, which fetches no scripts itself: the
 * double is installed and the tag's `load` fires, or, when the script is unreachable, its `error` does. The world
 * the double stands in for is this test's (`serving`) from now on, also when Stripe.js was loaded by an earlier test
 * of the file (the loader keeps it for the page). Returns the double's control, and `stop` to stop answering.
 */
export function serveStripeJs(serving: StripeJsServing = {}): { control: StripeDoubleControl; stop: () => void } {
  const host = window as unknown as { stripeDouble?: StripeDoubleControl };
  const { script = "served", ...settings } = serving;
  const control: StripeDoubleControl = { network: "up", wallet: null, rejectedKeys: [], walletCard: STRIPE_TEST_CARDS.succeeds, calls: [], ...settings };
  host.stripeDouble = control;
  const answer = (element: HTMLScriptElement) => {
    if (script === "unreachable") {
      element.dispatchEvent(new Event("error"));
      return;
    }
    installStripeJsDouble(window, settings, STRIPE_DOUBLE_UI);
    element.dispatchEvent(new Event("load"));
  };
  // The loader listens to the tag right after adding it; an observer's callback runs after that, as a browser's
  // load of the script does.
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement && isStripeJsUrl(node.src)) answer(node);
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return { control, stop: () => observer.disconnect() };
}

/** The inputs of the double's card element mounted under `container`, found by their labels as a customer would. */
export function stripeCardFields(container: HTMLElement) {
  const frame = container.querySelector<HTMLIFrameElement>(`iframe[title="${STRIPE_DOUBLE_UI.cardFrameTitle}"]`);
  const inner = frame?.contentDocument;
  if (!inner) throw new Error("No Stripe card element is mounted here");
  const field = (label: string) => inner.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`) ?? undefined;
  return { frame, number: field(STRIPE_DOUBLE_UI.cardNumber), expiry: field(STRIPE_DOUBLE_UI.expiry), cvc: field(STRIPE_DOUBLE_UI.cvc), postalCode: field(STRIPE_DOUBLE_UI.postalCode) };
}

/** Types a card into the double's card element under `container` (its fields' input events, as typing fires them). */
export function typeStripeCard(container: HTMLElement, card: { number?: string; expiry?: string; cvc?: string; postalCode?: string }): void {
  const fields = stripeCardFields(container);
  for (const name of ["number", "expiry", "cvc", "postalCode"] as const) {
    const input = fields[name];
    const value = card[name];
    if (!input || value === undefined) continue;
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
