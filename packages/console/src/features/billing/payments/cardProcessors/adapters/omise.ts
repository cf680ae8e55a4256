import type { PaymentProcessor } from "@cloudconsole/sdk";
import { cardProcessorText as t, vendorLanguage } from "../text";
import { CardProcessorError, type CardProcessorAdapter, type CardToken, type MountedCardFields } from "../types";
import { loadVendorScript } from "../vendorScript";

// Omise's client-side integration: Omise.js from Omise's own host, and the card typed into Omise's pre-built form
// (OmiseCard, an iframe Omise draws over the page), never into fields of the console. The form hands back a one-time
// token (`tokn_…`) for `card/add`; errors from Omise's API are shown to the customer inside that form.

/** Where Omise serves Omise.js, the only address it may be loaded from. */
export const OMISE_JS_URL = "https://cdn.omise.co/omise.js";

// Omise's public keys are `pkey_…` (live) and `pkey_test_…` (test); any other key (a secret `skey_…` above all) must
// never reach a browser.
const PUBLIC_KEY = /^pkey_(test_)?[0-9a-z]+$/i;

/** The languages Omise's pre-built form speaks; any other language gets its English. */
const FORM_LOCALES: ReadonlySet<string> = new Set(["en", "th", "ja"]);

/** What OmiseCard.configure takes: the account's public key and how the form looks. */
export interface OmiseCardConfiguration {
  publicKey: string;
  locale?: string;
  defaultPaymentMethod?: string;
  otherPaymentMethods?: string[];
  hideAmount?: boolean;
  /** "yes" asks for the card's postal code and city in the form. */
  location?: "yes" | "no";
}

/** What OmiseCard.open takes: what to do with the form's token, and when the customer closes it. */
export interface OmiseCardOpenOptions {
  onCreateTokenSuccess: (nonce: string) => void;
  onFormClosed?: () => void;
}

/** The part of Omise.js's pre-built form (the `OmiseCard` global) the adapter uses. */
export interface OmiseCardForm {
  configure(configuration: OmiseCardConfiguration): void;
  open(options: OmiseCardOpenOptions): void;
}

function omiseCardOnWindow(): OmiseCardForm | undefined {
  const candidate = (window as unknown as { OmiseCard?: Partial<OmiseCardForm> }).OmiseCard;
  return candidate && typeof candidate.configure === "function" && typeof candidate.open === "function" ? (candidate as OmiseCardForm) : undefined;
}

/** Loads Omise.js once per page (see loadVendorScript). */
function loadOmiseJs(): Promise<OmiseCardForm> {
  return loadVendorScript({
    url: OMISE_JS_URL,
    read: omiseCardOnWindow,
    incomplete: t("omise.incomplete"),
    unreachable: t("omise.unreachable"),
  });
}

function problemOf(processor: PaymentProcessor): string | undefined {
  const key = processor.public_key?.trim();
  if (!key) return "The configuration gives no Omise public key (public_key): set the account's pkey_… key.";
  if (!PUBLIC_KEY.test(key)) return "The public key is not an Omise public key: set the account's pkey_… (or pkey_test_…) key, never a secret key.";
  return undefined;
}

/** Omise through Omise.js and its pre-built card form. */
const omise: CardProcessorAdapter = {
  vendor: "Omise",
  setupProblem: problemOf,
  async mount(container, context, onChange): Promise<MountedCardFields> {
    const problem = problemOf(context.processor);
    if (problem) throw new CardProcessorError(problem, "setup");
    const publicKey = (context.processor.public_key ?? "").trim();
    const form = await loadOmiseJs();
    // The form's texts in the console's language where Omise has it.
    const language = vendorLanguage(context);
    const configuration: OmiseCardConfiguration = {
      publicKey,
      locale: FORM_LOCALES.has(language) ? language : "en",
      // A card is saved here, nothing is charged: the form asks only for a card and shows no amount.
      defaultPaymentMethod: "credit_card",
      otherPaymentMethods: [],
      hideAmount: true,
      location: context.processor.show_postalcode_input ? "yes" : "no",
    };
    // The card is typed in Omise's form, which opens when a token is asked for: nothing here waits to be filled in.
    onChange({ complete: true });
    let pending: Promise<CardToken> | undefined;
    let destroyed = false;

    const openForm = () =>
      new Promise<CardToken>((resolve, reject) => {
        // OmiseCard is one form per page: it is configured for this processor each time it opens.
        try {
          form.configure(configuration);
        } catch (error) {
          // Omise.js refuses a configuration it cannot use, in its own words.
          reject(new CardProcessorError(error instanceof Error ? error.message : String(error), "setup"));
          return;
        }
        form.open({
          onCreateTokenSuccess(nonce) {
            if (nonce.startsWith("tokn_")) resolve({ token: nonce });
            else reject(new CardProcessorError(t("omise.noToken"), "card"));
          },
          onFormClosed() {
            reject(new CardProcessorError(t("omise.closed"), "card"));
          },
        });
      });

    return {
      tokenize() {
        if (destroyed) return Promise.reject(new CardProcessorError(t("formRemoved"), "setup"));
        // A second click while Omise's form is open waits for that same form rather than opening another.
        pending ??= openForm().finally(() => {
          pending = undefined;
        });
        return pending;
      },
      destroy() {
        destroyed = true;
        container.replaceChildren();
      },
    };
  },
};

export default omise;
