// Omise.js in e2e: its real address (https://cdn.omise.co/omise.js, where the console's Omise adapter asks for it)
// answers with the same Omise.js double the console's unit tests serve, so the adapter runs against Omise's
// documented OmiseCard API without the outside network. It lives with the tests and never reaches a bundle.
import type { Page } from "@playwright/test";
import { OMISE_AUTHORIZE_URI, omiseRecords, type OmiseTokenCard } from "../../../mock-api/src/handlers/billing/omiseAnswers";
import type { MockStore } from "../../../mock-api/src/store/store";
import { installOmiseJsDouble, OMISE_FORM_UI, OMISE_JS_URL, type OmiseDoubleControl, type OmiseFormCard } from "../../../console/src/testing/doubles/omise";

export { OMISE_FORM_UI, type OmiseDoubleControl, type OmiseFormCard } from "../../../console/src/testing/doubles/omise";

/** Omise's hosts: its CDN and its API's. */
const OMISE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*omise\.co\//;

/** Where Omise's form sends a card and gets its token: Omise's vault. */
const OMISE_VAULT_TOKENS = "https://vault.omise.co/tokens";

/** What the double's bank page offers: the customer's answer to 3-D Secure. */
export const OMISE_BANK_UI = { title: "Omise test 3-D Secure", pass: "Authorize payment", fail: "Fail authentication" } as const;

/**
 * The part of Omise.js that talks to Omise's vault, added over the shared form double (which makes its tokens in the
 * page): when the form makes a token, the card typed into it is sent to the vault with the token before the page is
 * given the token, as Omise's form does, so Omise knows the token's card when the backend asks.
 */
function sendTokensToVault(win: Window, frameTitle: string, vault: string): void {
  type OpenOptions = { onCreateTokenSuccess: (nonce: string) => void; onFormClosed?: () => void };
  const host = win as unknown as { OmiseCard?: { configure: unknown; open: (options: OpenOptions) => void } };
  const form = host.OmiseCard;
  if (!form) return;
  const open = form.open.bind(form);
  form.open = (options) => {
    let typed: Record<string, string> = {};
    open({
      ...options,
      onCreateTokenSuccess(nonce) {
        const [month = "", year = ""] = (typed.expiry ?? "").split("/").map((part) => part.trim());
        const digits = (typed.number ?? "").replace(/\s/g, "");
        const card = { brand: digits.startsWith("5") ? "MasterCard" : digits.startsWith("35") ? "JCB" : "Visa", last_digits: digits.slice(-4), expiration_month: Number(month), expiration_year: 2000 + Number(year), name: typed.name ?? "" };
        // A simple request (text/plain), as the form's own is not this page's to see.
        void win
          .fetch(vault, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ id: nonce, card }) })
          .then((answer) => {
            if (answer.ok) options.onCreateTokenSuccess(nonce);
          });
      },
    });
    // The form is drawn in its frame at once: what the customer sends is read as it is sent, before the form closes.
    const frame = win.document.querySelector<HTMLIFrameElement>(`iframe[title="${frameTitle}"]`);
    frame?.contentDocument?.addEventListener(
      "submit",
      (event) => {
        const inputs = (event.target as HTMLFormElement).querySelectorAll("input");
        typed = Object.fromEntries([...inputs].map((input) => [input.name, input.value]));
      },
      true,
    );
  };
}

/** The bank's 3-D Secure page of an Omise charge, as Omise's test mode draws it: authorize, or fail. */
function bankPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${OMISE_BANK_UI.title}</title></head><body><main><h1>${OMISE_BANK_UI.title}</h1>
<form method="get" action=""><input type="hidden" name="result" value="successful"><button type="submit">${OMISE_BANK_UI.pass}</button></form>
<form method="get" action=""><input type="hidden" name="result" value="failed"><button type="submit">${OMISE_BANK_UI.fail}</button></form></main></body></html>`;
}

/**
 * Serves Omise.js from the double at Omise's address; with `script: "unreachable"` the script fails to load as on a
 * dropped connection, with `api: "unreachable"` Omise's form cannot reach Omise's API. With `backend`, the store of
 * the test's own mock API, Omise's vault and 3-D Secure pages answer too: the vault keeps each token's card where
 * the backend reads Omise's records, and the bank's page at a charge's `authorize_uri` decides the charge and sends
 * the customer back to its `return_uri`. Anything else Omise's hosts are asked for is not found.
 */
export async function routeOmiseJs(
  page: Page,
  { script = "served", api = "reachable", backend }: { script?: "served" | "unreachable"; api?: "reachable" | "unreachable"; backend?: MockStore } = {},
): Promise<void> {
  const control: OmiseDoubleControl = { apiReachable: api === "reachable", configurations: [], tokens: 0 };
  const body = [
    `window.omiseDouble ??= ${JSON.stringify(control)};`,
    `(${installOmiseJsDouble.toString()})(window, ${JSON.stringify(OMISE_FORM_UI)});`,
    ...(backend ? [`(${sendTokensToVault.toString()})(window, ${JSON.stringify(OMISE_FORM_UI.frameTitle)}, ${JSON.stringify(OMISE_VAULT_TOKENS)});`] : []),
  ].join("\n");
  // The route added last is asked first: Omise.js's address before the rest of Omise's hosts.
  await page.route(OMISE_HOSTS, (route) => route.fulfill({ status: 404, body: "Not found" }));
  if (backend) {
    const omise = omiseRecords(backend);
    await page.route(OMISE_VAULT_TOKENS, async (route) => {
      const sent = JSON.parse(route.request().postData() ?? "{}") as { id?: string; card?: OmiseTokenCard };
      if (!sent.id || !sent.card) return route.fulfill({ status: 400, body: "Not a card" });
      omise.recordToken(sent.id, sent.card);
      return route.fulfill({ status: 200, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: JSON.stringify({ object: "token", id: sent.id, card: sent.card }) });
    });
    await page.route(/^https:\/\/api\.omise\.co\/payments\/[a-z0-9_]+\/authorize(\?.*)?$/, (route) => {
      const url = new URL(route.request().url());
      const authorizeUri = `${url.origin}${url.pathname}`;
      if (!OMISE_AUTHORIZE_URI.test(authorizeUri) || !omise.chargeAt(authorizeUri)) return route.fulfill({ status: 404, body: "No such charge" });
      const result = url.searchParams.get("result");
      if (!result) return route.fulfill({ status: 200, contentType: "text/html", body: bankPage() });
      const back = omise.authorize(authorizeUri, result === "successful");
      return back ? route.fulfill({ status: 302, headers: { location: back } }) : route.fulfill({ status: 404, body: "No such charge" });
    });
  }
  await page.route(OMISE_JS_URL, (route) =>
    script === "unreachable" ? route.abort("internetdisconnected") : route.fulfill({ status: 200, contentType: "text/javascript", headers: { "access-control-allow-origin": "*" }, body }),
  );
}

/** Answers the bank's 3-D Secure page of an Omise charge as the customer does, and waits to be back on the console. */
export async function answerOmiseBank(page: Page, answer: "pass" | "fail"): Promise<void> {
  await page.getByRole("heading", { name: OMISE_BANK_UI.title }).waitFor();
  await page.getByRole("button", { name: answer === "pass" ? OMISE_BANK_UI.pass : OMISE_BANK_UI.fail }).click();
  await page.waitForURL(/\/payment_return\?/);
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
