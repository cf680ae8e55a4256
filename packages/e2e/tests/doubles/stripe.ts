// Stripe.js in e2e: its real address (https://js.stripe.com/<release>/stripe.js, where @stripe/stripe-js in the
// console asks for it) answers with the same Stripe.js double the console's unit tests serve, so the console's real
// loader and Stripe adapters run without the outside network. It lives with the tests and never reaches a bundle.
import type { Page } from "@playwright/test";
import { stripeRecords, type StripePaymentMethod } from "../../../mock-api/src/handlers/billing/stripeRecords";
import type { MockStore } from "../../../mock-api/src/store/store";
import { installStripeJsDouble, isStripeJsUrl, STRIPE_DOUBLE_UI, type StripeDoubleControl, type StripeJsServing } from "../../../console/src/testing/doubles/stripe";

export { STRIPE_DOUBLE_UI, STRIPE_TEST_CARDS, type StripeDoubleControl, type StripeJsServing } from "../../../console/src/testing/doubles/stripe";

/** Stripe's hosts: Stripe.js's own, its API's and its frames'. */
const STRIPE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//;

/** Where Stripe.js creates a PaymentMethod of the card typed into Stripe's element: Stripe's API. */
const STRIPE_PAYMENT_METHODS = "https://api.stripe.com/v1/payment_methods";

/**
 * The part of Stripe.js that tells Stripe's API the card, added over the shared double (which confirms in the page):
 * a setup confirmed with a card sends the card's PaymentMethod (brand, last digits, expiry, holder) to Stripe before
 * the page is given the result, as Stripe.js creates it with Stripe's API, so Stripe knows the card when the backend
 * asks.
 */
function sendPaymentMethodsToStripe(win: Window, ui: { cardFrameTitle: string; cardNumber: string; expiry: string }, endpoint: string): void {
  type Result = { setupIntent?: { payment_method?: string }; error?: unknown };
  type Instance = { confirmCardSetup: (clientSecret: string, data?: { payment_method?: { billing_details?: { name?: string } } | string }, options?: unknown) => Promise<Result> };
  const host = win as unknown as { Stripe?: (...args: unknown[]) => Instance };
  const make = host.Stripe;
  if (!make) return;
  host.Stripe = Object.assign((...args: unknown[]) => {
    const stripe = make(...args);
    const confirm = stripe.confirmCardSetup.bind(stripe);
    stripe.confirmCardSetup = async (clientSecret, data, options) => {
      // What was typed, read from the element's frame as it is sent: the frame is not the page's to read.
      const frame = win.document.querySelector<HTMLIFrameElement>(`iframe[title="${ui.cardFrameTitle}"]`);
      const field = (label: string) => frame?.contentDocument?.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.value ?? "";
      const number = field(ui.cardNumber).replace(/\D/g, "");
      const [month = "", year = ""] = field(ui.expiry).split("/").map((part) => part.trim());
      const holder = typeof data?.payment_method === "object" ? data.payment_method.billing_details?.name : undefined;
      const result = await confirm(clientSecret, data, options);
      const id = result.setupIntent?.payment_method;
      if (id && number) {
        const card = { brand: number.startsWith("4") ? "visa" : number.startsWith("5") ? "mastercard" : "unknown", last4: number.slice(-4), exp_month: Number(month), exp_year: 2000 + Number(year) };
        // A simple request (text/plain), as Stripe.js's own is not this page's to see.
        await win.fetch(endpoint, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ id, card, billing_details: { name: holder ?? null } }) });
      }
      return result;
    };
    return stripe;
  }, make);
}

/**
 * Serves Stripe.js from the double at Stripe's address, in the world `serving` describes (a wallet or none, the
 * network up or down, refused keys); with `script: "unreachable"` the script fails to load as on a dropped
 * connection. With `backend`, the store of the test's own mock API, the PaymentMethods Stripe.js makes of typed cards
 * are kept where the backend reads Stripe's records. Anything else Stripe's hosts are asked for is not found: the
 * double answers Stripe's API in the page.
 */
export async function routeStripeJs(page: Page, { backend, ...serving }: StripeJsServing & { backend?: MockStore } = {}): Promise<void> {
  const { script = "served", ...settings } = serving;
  const body = [
    `(${installStripeJsDouble.toString()})(window, ${JSON.stringify(settings)}, ${JSON.stringify(STRIPE_DOUBLE_UI)});`,
    ...(backend ? [`(${sendPaymentMethodsToStripe.toString()})(window, ${JSON.stringify(STRIPE_DOUBLE_UI)}, ${JSON.stringify(STRIPE_PAYMENT_METHODS)});`] : []),
  ].join("\n");
  // The route added last is asked first: Stripe.js's address before the rest of Stripe's hosts.
  await page.route(STRIPE_HOSTS, (route) => route.fulfill({ status: 404, body: "Not found" }));
  if (backend) {
    const stripe = stripeRecords(backend);
    await page.route(STRIPE_PAYMENT_METHODS, async (route) => {
      const sent = JSON.parse(route.request().postData() ?? "{}") as Partial<StripePaymentMethod>;
      if (!sent.id || !sent.card) return route.fulfill({ status: 400, body: "Not a card" });
      stripe.recordPaymentMethod({ id: sent.id, card: sent.card, ...(sent.billing_details ? { billing_details: sent.billing_details } : {}) });
      return route.fulfill({ status: 200, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: JSON.stringify({ object: "payment_method", ...sent }) });
    });
  }
  await page.route(
    (url) => isStripeJsUrl(url.href),
    (route) => (script === "unreachable" ? route.abort("internetdisconnected") : route.fulfill({ status: 200, contentType: "text/javascript", headers: { "access-control-allow-origin": "*" }, body })),
  );
}

/** Changes the world of the Stripe.js double already running in the page (the network, the wallet, refused keys). */
export async function setStripeWorld(page: Page, changes: Partial<Omit<StripeDoubleControl, "calls">>): Promise<void> {
  await page.evaluate((world) => {
    const control = (window as unknown as { stripeDouble?: StripeDoubleControl }).stripeDouble;
    if (!control) throw new Error("Stripe.js has not run on this page");
    Object.assign(control, world);
  }, changes);
}

/** What the page has asked of Stripe.js so far (the card's number is never recorded), once Stripe.js has run. */
export async function stripeDoubleCalls(page: Page): Promise<StripeDoubleControl["calls"]> {
  return page.evaluate(() => (window as unknown as { stripeDouble?: StripeDoubleControl }).stripeDouble?.calls ?? []);
}

/** Types a card into Stripe's card element, in its frame, as a customer does. */
export async function fillStripeCard(page: Page, card: { number: string; expiry: string; cvc: string; postalCode?: string }): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${STRIPE_DOUBLE_UI.cardFrameTitle}"]`);
  await frame.getByLabel(STRIPE_DOUBLE_UI.cardNumber).fill(card.number);
  await frame.getByLabel(STRIPE_DOUBLE_UI.expiry).fill(card.expiry);
  await frame.getByLabel(STRIPE_DOUBLE_UI.cvc).fill(card.cvc);
  if (card.postalCode !== undefined) await frame.getByLabel(STRIPE_DOUBLE_UI.postalCode).fill(card.postalCode);
}
