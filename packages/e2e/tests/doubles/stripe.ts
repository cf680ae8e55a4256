// Stripe.js in e2e: its real address (https://js.stripe.com/<release>/stripe.js, where @stripe/stripe-js in the
// console asks for it) answers with the same Stripe.js double the console's unit tests serve, so the console's real
// loader and Stripe adapters run without the outside network. It lives with the tests and never reaches a bundle.
import type { Page } from "@playwright/test";
import { installStripeJsDouble, isStripeJsUrl, STRIPE_DOUBLE_UI, type StripeDoubleControl, type StripeJsServing } from "../../../console/src/testing/doubles/stripe";

export { STRIPE_DOUBLE_UI, STRIPE_TEST_CARDS, type StripeDoubleControl, type StripeJsServing } from "../../../console/src/testing/doubles/stripe";

/** Stripe's hosts: Stripe.js's own, its API's and its frames'. */
const STRIPE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//;

/**
 * Serves Stripe.js from the double at Stripe's address, in the world `serving` describes (a wallet or none, the
 * network up or down, refused keys); with `script: "unreachable"` the script fails to load as on a dropped
 * connection. Anything else Stripe's hosts are asked for is not found: the double answers Stripe's API in the page.
 */
export async function routeStripeJs(page: Page, serving: StripeJsServing = {}): Promise<void> {
  const { script = "served", ...settings } = serving;
  const body = `(${installStripeJsDouble.toString()})(window, ${JSON.stringify(settings)}, ${JSON.stringify(STRIPE_DOUBLE_UI)});`;
  // The route added last is asked first: Stripe.js's address before the rest of Stripe's hosts.
  await page.route(STRIPE_HOSTS, (route) => route.fulfill({ status: 404, body: "Not found" }));
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
