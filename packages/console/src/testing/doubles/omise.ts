// A double of Omise.js for the console's unit tests, served at Omise's real address: it answers the script tag the
// page adds for https://cdn.omise.co/omise.js (jsdom fetches no scripts) by defining the documented `OmiseCard`
// global (configure, open with onCreateTokenSuccess and onFormClosed) and firing the tag's load event, or its error
// event when the network is down. Its pre-built form is a frame of Omise's host over the page; what the customer
// types there and Omise's answers (a token, an error shown in the form, the form closed) are driven by the test.
// It lives with the tests and never reaches a bundle.

import { expiryProblem, isCardNumber } from "./cardChecks";

const OMISE_JS = "https://cdn.omise.co/omise.js";
/** The page of Omise's pre-built form, which Omise.js shows in a frame over the merchant's page. */
const OMISE_FORM = "https://cdn.omise.co/pay.html";

/** What the customer types into Omise's form. */
export interface OmiseFormCard {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  securityCode: string;
}

/** What the page gave OmiseCard.configure. */
export type OmiseFormConfiguration = Readonly<Record<string, unknown>>;

interface OpenForm {
  frame: HTMLIFrameElement;
  onCreateTokenSuccess: (nonce: string) => void;
  onFormClosed?: () => void;
}

/** Omise's test double, with the controls a test drives it by. */
export interface OmiseJsDouble {
  /** Whether cdn.omise.co answers: when false, the script tag fails to load. */
  reachable: boolean;
  /** Whether Omise's token API answers the form: when false, the form shows a connection error. */
  apiReachable: boolean;
  /** How many times the page asked for Omise.js. */
  readonly scriptRequests: number;
  /** The configurations OmiseCard was given, oldest first. */
  readonly configurations: readonly OmiseFormConfiguration[];
  /** Omise's form, while it is open: the frame it is drawn in and the error it shows, if any. */
  readonly form: { frame: HTMLIFrameElement; error?: string } | undefined;
  /** The customer sends the form: Omise answers with a token, or shows its error in the form (which stays open). */
  submit(card: OmiseFormCard): void;
  /** The customer closes the form. */
  close(): void;
  /** Removes the double, Omise.js's global and everything it added to the page. */
  uninstall(): void;
}

/** Omise's own error messages for the card details its token API refuses. */
function omiseErrorFor(card: OmiseFormCard, now: Date): string | undefined {
  if (!isCardNumber(card.number)) return "number is invalid and brand not supported (unknown)";
  const expiry = expiryProblem(card.expiry, now);
  if (expiry === "past") return "expiration date cannot be in the past";
  if (expiry) return "expiration month is not between 1 and 12";
  if (!/^\d{3,4}$/.test(card.securityCode)) return "security code is invalid";
  if (!card.name.trim()) return "name can't be blank";
  return undefined;
}

/** Serves Omise.js from its double until `uninstall`. */
export function serveOmiseJs(): OmiseJsDouble {
  const configurations: OmiseFormConfiguration[] = [];
  let scriptRequests = 0;
  let tokens = 0;
  let open: OpenForm | undefined;
  let error: string | undefined;

  const closeForm = () => {
    open?.frame.remove();
    open = undefined;
    error = undefined;
  };

  const omiseCard = {
    configure(configuration: OmiseFormConfiguration) {
      configurations.push({ ...configuration });
    },
    open(options: { onCreateTokenSuccess: (nonce: string) => void; onFormClosed?: () => void }) {
      closeForm();
      const frame = document.createElement("iframe");
      frame.src = OMISE_FORM;
      frame.title = "Omise";
      document.body.append(frame);
      open = { frame, ...options };
    },
  };

  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || node.src !== OMISE_JS) continue;
      scriptRequests += 1;
      if (double.reachable) {
        Object.assign(window, { OmiseCard: omiseCard });
        node.dispatchEvent(new Event("load"));
      } else {
        node.dispatchEvent(new Event("error"));
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });

  const double: OmiseJsDouble = {
    reachable: true,
    apiReachable: true,
    get scriptRequests() {
      return scriptRequests;
    },
    get configurations() {
      return configurations;
    },
    get form() {
      return open ? { frame: open.frame, error } : undefined;
    },
    submit(card) {
      if (!open) throw new Error("Omise's form is not open.");
      error = double.apiReachable ? omiseErrorFor(card, new Date()) : "Unable to connect to the Omise API. Please check your connection and try again.";
      if (error) return;
      tokens += 1;
      const { onCreateTokenSuccess } = open;
      closeForm();
      onCreateTokenSuccess(`tokn_test_${String(tokens).padStart(19, "0")}`);
    },
    close() {
      if (!open) throw new Error("Omise's form is not open.");
      const { onFormClosed } = open;
      closeForm();
      onFormClosed?.();
    },
    uninstall() {
      observer.disconnect();
      closeForm();
      Reflect.deleteProperty(window, "OmiseCard");
      for (const script of document.querySelectorAll(`script[src="${OMISE_JS}"]`)) script.remove();
    },
  };
  return double;
}
