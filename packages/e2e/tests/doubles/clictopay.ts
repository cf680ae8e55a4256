// SMT's ClicToPay gateway in e2e: its real test host (https://test.clictopay.com, where register.do's formUrl sends
// the customer) answers with a double of SMT's payment page, the bank's 3-D Secure step and the way back to the
// console, over the test's own mock API store, where SMT's records are kept. It lives with the tests and never
// reaches a bundle: the console only navigates to SMT's page and back.
import type { Page, Route } from "@playwright/test";
import { clictopayRecords, SMT_TEST_ORIGIN, smtReturnOf, type SmtOrder } from "../../../mock-api/src/handlers/billing/clictopayRecords";
import type { MockStore } from "../../../mock-api/src/store/store";

export { clictopayRecords, SMT_DECLINES, SMT_TEST_CARDS } from "../../../mock-api/src/handlers/billing/clictopayRecords";

/** What SMT's pages show, as its French payment page (payment_fr.html) and the bank's step name them. */
export const SMT_UI = {
  title: "ClicToPay — Paiement sécurisé",
  number: "Numéro de carte",
  expiry: "Date d'expiration (MM/AA)",
  holder: "Nom du titulaire",
  securityCode: "CVV2/CVC2",
  pay: "Payer",
  acsTitle: "Authentification 3-D Secure",
  confirm: "Confirmer",
  refuse: "Refuser",
} as const;

/** SMT's pages by path: the merchant's payment page, where it posts the card, the bank's step and its answer. */
const PAYMENT_PAGE = /^\/payment\/merchants\/[A-Za-z0-9_]+\/payment_fr\.html$/;
const PROCESS_FORM = "/payment/rest/processform.do";
const ACS_PAGE = "/payment/acs.html";
const ACS_FINISH = "/payment/acs/finish.do";

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

function html(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** SMT's payment page of an order: its amount in dinars, and the card's fields. */
function paymentPage(order: SmtOrder): string {
  const field = (name: string, label: string, autocomplete: string) =>
    `<p><label for="${name}">${escape(label)}</label> <input id="${name}" name="${name}" autocomplete="${autocomplete}" required></p>`;
  return html(
    SMT_UI.title,
    `<p>Montant : ${(order.amountMinor / 1000).toFixed(3)} TND</p>
<form method="post" action="${SMT_TEST_ORIGIN}${PROCESS_FORM}"><input type="hidden" name="MDORDER" value="${order.orderId}">
${field("$PAN", SMT_UI.number, "cc-number")}${field("$EXPIRY", SMT_UI.expiry, "cc-exp")}${field("TEXT", SMT_UI.holder, "cc-name")}${field("$CVC", SMT_UI.securityCode, "cc-csc")}
<button type="submit">${SMT_UI.pay}</button></form>`,
  );
}

/** The bank's 3-D Secure step of an order: the customer confirms, or refuses. */
function acsPage(order: SmtOrder): string {
  const answer = (result: string, label: string) =>
    `<form method="post" action="${SMT_TEST_ORIGIN}${ACS_FINISH}"><input type="hidden" name="MDORDER" value="${order.orderId}"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
  return html(SMT_UI.acsTitle, `<p>Confirmez le paiement de ${(order.amountMinor / 1000).toFixed(3)} TND.</p>${answer("passed", SMT_UI.confirm)}${answer("refused", SMT_UI.refuse)}`);
}

/**
 * The way back after the bank's step: a form POSTed to the order's return URL with SMT's `orderId`, sent as soon as
 * the page loads, as 3-D Secure pages return.
 */
function postedReturn(order: SmtOrder): string {
  return html(
    "Retour au marchand",
    `<form method="post" action="${escape(order.returnUrl)}"><input type="hidden" name="orderId" value="${order.orderId}"><button type="submit">Retour</button></form><script>document.forms[0].submit()</script>`,
  );
}

const page200 = (route: Route, body: string) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body });
const notFound = (route: Route) => route.fulfill({ status: 404, body: "Not found" });

/**
 * Serves SMT's test host from the double, over `backend`, the store of the test's own mock API: the payment page of
 * an order (GET, `?mdOrder=`), the card it posts (SMT decides: its bank's 3-D Secure step, or straight back to the
 * return URL with `orderId` added, by GET), the bank's step and its answer (back by a POSTed form). Anything else on
 * SMT's host is not found.
 */
export async function routeClicToPay(page: Page, { backend }: { backend: MockStore }): Promise<void> {
  const smt = clictopayRecords(backend);
  await page.route(`${SMT_TEST_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const form = new URLSearchParams(request.postData() ?? "");
    const order = smt.order(url.searchParams.get("mdOrder") ?? form.get("MDORDER") ?? "");
    if (!order) return notFound(route);
    if (request.method() === "GET" && PAYMENT_PAGE.test(url.pathname)) return page200(route, paymentPage(order));
    if (request.method() === "GET" && url.pathname === ACS_PAGE && order.orderStatus === 5) return page200(route, acsPage(order));
    if (request.method() === "POST" && url.pathname === PROCESS_FORM) {
      const next = smt.payOnPage(order.orderId, { pan: form.get("$PAN") ?? "", expiry: form.get("$EXPIRY") ?? "", cardholderName: form.get("TEXT") ?? "" });
      return next ? route.fulfill({ status: 302, headers: { location: next } }) : notFound(route);
    }
    if (request.method() === "POST" && url.pathname === ACS_FINISH) {
      smt.answerThreeDSecure(order.orderId, form.get("result") === "passed");
      return page200(route, postedReturn(order));
    }
    // An order already ended sends the customer back to the console.
    return route.fulfill({ status: 302, headers: { location: smtReturnOf(order) } });
  });
}

/** Types a card on SMT's payment page and pays, as the customer does. */
export async function payOnSmtPage(page: Page, card: { number: string; expiry: string; holder: string; securityCode: string }): Promise<void> {
  await page.getByRole("heading", { name: SMT_UI.title }).waitFor();
  await page.getByLabel(SMT_UI.number).fill(card.number);
  await page.getByLabel(SMT_UI.expiry).fill(card.expiry);
  await page.getByLabel(SMT_UI.holder).fill(card.holder);
  await page.getByLabel(SMT_UI.securityCode).fill(card.securityCode);
  await page.getByRole("button", { name: SMT_UI.pay }).click();
}

/** Answers the bank's 3-D Secure step as the customer does, and waits to be back on the console's return page. */
export async function answerSmtBank(page: Page, answer: "confirm" | "refuse"): Promise<void> {
  await page.getByRole("heading", { name: SMT_UI.acsTitle }).waitFor();
  await page.getByRole("button", { name: answer === "confirm" ? SMT_UI.confirm : SMT_UI.refuse }).click();
  await page.waitForURL(/\/payment_return\?.*orderId=/);
}
