// Omise.js in e2e: its real address (https://cdn.omise.co/omise.js, where the console's Omise adapter asks for it)
// answers with the same Omise.js double the console's unit tests serve, so the adapter runs against Omise's
// documented OmiseCard API without the outside network. It lives with the tests and never reaches a bundle.
import type { Page } from "@playwright/test";
import { installOmiseJsDouble, OMISE_FORM_UI, OMISE_JS_URL, type OmiseDoubleControl, type OmiseFormCard } from "../../../console/src/testing/doubles/omise";

export { OMISE_FORM_UI, type OmiseDoubleControl, type OmiseFormCard } from "../../../console/src/testing/doubles/omise";

/** Omise's hosts: its CDN and its API's. */
const OMISE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*omise\.co\//;

/**
 * Serves Omise.js from the double at Omise's address; with `script: "unreachable"` the script fails to load as on a
 * dropped connection, with `api: "unreachable"` Omise's form cannot reach Omise's API. Anything else Omise's hosts are
 * asked for is not found.
 */
export async function routeOmiseJs(page: Page, { script = "served", api = "reachable" }: { script?: "served" | "unreachable"; api?: "reachable" | "unreachable" } = {}): Promise<void> {
  const control: OmiseDoubleControl = { apiReachable: api === "reachable", configurations: [], tokens: 0 };
  const body = `window.omiseDouble ??= ${JSON.stringify(control)};\n(${installOmiseJsDouble.toString()})(window, ${JSON.stringify(OMISE_FORM_UI)});`;
  // The route added last is asked first: Omise.js's address before the rest of Omise's hosts.
  await page.route(OMISE_HOSTS, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.route(OMISE_JS_URL, (route) =>
    script === "unreachable" ? route.abort("internetdisconnected") : route.fulfill({ status: 200, contentType: "text/javascript", headers: { "access-control-allow-origin": "*" }, body }),
  );
}

/** Changes how Omise's API behaves for the double already running in the page. */
export async function setOmiseApi(page: Page, reachable: boolean): Promise<void> {
  await page.evaluate((apiReachable) => {
    const control = (window as unknown as { omiseDouble?: OmiseDoubleControl }).omiseDouble;
    if (!control) throw new Error("Omise.js has not run on this page");
    control.apiReachable = apiReachable;
  }, reachable);
}

/** What the page gave OmiseCard.configure so far, once Omise.js has run. */
export async function omiseConfigurations(page: Page): Promise<OmiseDoubleControl["configurations"]> {
  return page.evaluate(() => (window as unknown as { omiseDouble?: OmiseDoubleControl }).omiseDouble?.configurations ?? []);
}

/** Types a card into Omise's form, in its frame, and sends it, as a customer does. */
export async function fillOmiseForm(page: Page, card: OmiseFormCard): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${OMISE_FORM_UI.frameTitle}"]`);
  await frame.getByLabel(OMISE_FORM_UI.name).fill(card.name);
  await frame.getByLabel(OMISE_FORM_UI.number).fill(card.number);
  await frame.getByLabel(OMISE_FORM_UI.expiry).fill(card.expiry);
  await frame.getByLabel(OMISE_FORM_UI.securityCode).fill(card.securityCode);
  await frame.getByRole("button", { name: OMISE_FORM_UI.submit }).click();
}

/** Closes Omise's form without sending it, as a customer does. */
export async function closeOmiseForm(page: Page): Promise<void> {
  await page.frameLocator(`iframe[title="${OMISE_FORM_UI.frameTitle}"]`).getByRole("button", { name: OMISE_FORM_UI.close }).click();
}
