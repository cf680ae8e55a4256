// Adyen's checkout host in e2e: Adyen Web (bundled in the console) loads each secured field (card number, expiry
// date, security code) as an iframe of https://checkoutshopper-test.adyen.com/checkoutshopper/securedfields/<client
// key>/<version>/securedFields.html and talks to it over postMessage with JSON strings. This double serves that page
// at its real address and speaks the part of the protocol Adyen Web's CSF code expects: it takes the field's
// configuration (its `numKey` and `fieldType`), answers `config`, and once what is typed is complete answers
// `encryption` with the field's encrypted values (`blob`s), or a validation message when it is not. Encrypting is
// Adyen's part: the page asks the test (a binding), which plays Adyen and records what each encrypted card number
// stands for in the test's backend. Adyen's issuer page for a redirect action, and its test ACS's 3-D Secure 2 challenge
// in Adyen Web's challenge frame, are served too. It lives with the tests.
import { expect, type Page } from "@playwright/test";
import { ADYEN_REDIRECT_URL, ADYEN_TEST_ACS_URL, adyenRecords } from "../../../mock-api/src/handlers/billing/adyenRecords";
import type { MockStore } from "../../../mock-api/src/store/store";

/** Adyen's checkout host. */
const ADYEN_CHECKOUT_HOST = /^https:\/\/checkoutshopper-test\.adyen\.com\//;
/** Any other Adyen host Adyen Web asks (its analytics). */
const ADYEN_HOSTS = /^https:\/\/([a-z0-9-]+\.)*adyen\.com\//;
const SECURED_FIELDS_PAGE = /^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/securedfields\/[^/]+\/[^/]+\/securedFields\.html/;

/** The issuer's 3-D Secure page of a redirect action, as Adyen's test issuer draws it. */
export const ADYEN_ISSUER_UI = { title: "Adyen test issuer: 3-D Secure", pass: "Authenticate", fail: "Fail authentication" } as const;

/** The 3-D Secure 2 challenge Adyen's test ACS shows in Adyen Web's challenge frame. */
export const ADYEN_CHALLENGE_UI = { title: "Adyen test ACS: 3-D Secure 2 challenge", pass: "Authenticate", fail: "Fail authentication" } as const;

/** Where the ACS posts the challenge's result (`cres`): Adyen's page that hands it to Adyen Web over postMessage. */
const THREEDS_NOTIFICATION_URL = /^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/3dnotif\.shtml/;

/** The binding the secured fields page asks to encrypt a field's value. */
const ENCRYPT_BINDING = "adyenDoubleEncrypt";

/** The secured field page: one input, the CSF postMessage protocol, encryption through the test's binding. */
function securedFieldsScript(bindingName: string): void {
  const input = document.createElement("input");
  input.setAttribute("autocomplete", "off");
  document.body.append(input);
  let field: { numKey: number; fieldType: string } | undefined;
  let encrypted = false;
  const send = (message: Record<string, unknown>) => {
    if (field) window.parent.postMessage(JSON.stringify({ ...message, numKey: field.numKey, fieldType: field.fieldType }), "*");
  };
  const digits = () => input.value.replace(/\D/g, "");
  const complete = (): boolean => {
    if (!field) return false;
    if (field.fieldType === "encryptedCardNumber") return digits().length >= 15;
    if (field.fieldType === "encryptedExpiryDate") return /^\d{2}\s*\/\s*\d{2}$/.test(input.value.trim());
    return /^\d{3,4}$/.test(digits());
  };
  window.addEventListener("message", (event: MessageEvent) => {
    if (typeof event.data !== "string") return;
    let data: { numKey?: unknown; fieldType?: unknown };
    try {
      data = JSON.parse(event.data) as { numKey?: unknown; fieldType?: unknown };
    } catch {
      return;
    }
    if (field || typeof data.numKey !== "number" || typeof data.fieldType !== "string") return;
    field = { numKey: data.numKey, fieldType: data.fieldType };
    input.setAttribute("aria-label", data.fieldType);
    send({ action: "config" });
  });
  const encrypt = (window as unknown as Record<string, (fieldType: string, value: string) => Promise<{ encryptedFieldName: string; blob: string }[]>>)[bindingName];
  input.addEventListener("input", () => {
    if (!field) return;
    const fieldType = field.fieldType;
    if (!complete()) {
      if (encrypted) send({ action: "incomplete field", error: "" });
      encrypted = false;
      return;
    }
    const value = input.value;
    void encrypt?.(fieldType, value).then((values) => {
      if (input.value !== value) return;
      encrypted = true;
      send({ action: "encryption", [fieldType]: values, ...(fieldType === "encryptedCardNumber" ? { endDigits: digits().slice(-4) } : {}) });
    });
  });
}

/** Adyen's brand of a card number, by its first digits. */
function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return "amex";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mc";
  return "visa";
}

/**
 * Serves Adyen's checkout host: the secured fields page, whose encryption records each card number in `backend`'s
 * Adyen records (the card's expiry from the expiry field typed before it is sent), and the issuer's page at a
 * payment's redirect URL, which decides its 3-D Secure and sends the shopper back to the console's return page, and
 * the 3-D Secure 2 challenge of an action run in the page.
 * Anything else Adyen's hosts are asked for is not found.
 */
export async function routeAdyenCheckout(page: Page, backend: MockStore): Promise<void> {
  const adyen = adyenRecords(backend);
  let sequence = 0;
  let expiry = { month: "01", year: "2030" };
  const numbers: { blob: string; number: string }[] = [];
  const record = () => {
    for (const { blob, number } of numbers) adyen.recordEncryptedCard(blob, { brand: brandOf(number), last4: number.slice(-4), expiryMonth: expiry.month, expiryYear: expiry.year });
  };
  await page.exposeBinding(ENCRYPT_BINDING, (_source, fieldType: string, value: string) => {
    sequence += 1;
    const blob = (name: string) => `adyenjs_0_1_25$e2e${String(sequence).padStart(6, "0")}${name}`;
    if (fieldType === "encryptedExpiryDate") {
      const [month = "01", year = "30"] = value.split("/").map((part) => part.trim());
      expiry = { month, year: `20${year}` };
      record();
      return [
        { encryptedFieldName: "encryptedExpiryMonth", blob: blob("m") },
        { encryptedFieldName: "encryptedExpiryYear", blob: blob("y") },
      ];
    }
    if (fieldType === "encryptedCardNumber") {
      numbers.push({ blob: blob("n"), number: value.replace(/\D/g, "") });
      record();
      return [{ encryptedFieldName: fieldType, blob: blob("n") }];
    }
    return [{ encryptedFieldName: fieldType, blob: blob("c") }];
  });
  // The route added last is asked first: the pages below before the rest of Adyen's hosts.
  await page.route(ADYEN_HOSTS, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.route(ADYEN_CHECKOUT_HOST, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.route(SECURED_FIELDS_PAGE, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Secured field</title></head><body><script>(${securedFieldsScript.toString()})(${JSON.stringify(ENCRYPT_BINDING)});</script></body></html>`,
    }),
  );
  await page.route(/^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/threeDS\/redirect\?/, (route) => {
    const url = new URL(route.request().url());
    const result = url.searchParams.get("result");
    const redirectUrl = `${url.origin}${url.pathname}?MD=${url.searchParams.get("MD") ?? ""}`;
    if (!ADYEN_REDIRECT_URL.test(redirectUrl) || !adyen.paymentAt(redirectUrl)) return route.fulfill({ status: 404, body: "No such payment" });
    if (!result) return route.fulfill({ status: 200, contentType: "text/html", body: issuerPage(url.searchParams.get("MD") ?? "") });
    const back = adyen.authorize(redirectUrl, result === "authenticated");
    return back ? route.fulfill({ status: 302, headers: { location: back } }) : route.fulfill({ status: 404, body: "No such payment" });
  });
  await routeAdyenChallenge(page);
}

/**
 * Serves the 3-D Secure 2 challenge as Adyen Web runs it in its frame: the ACS page it POSTs the `creq` to, whose
 * answer POSTs the `cres` (base64url JSON with the `transStatus`) to Adyen's notification page, which posts
 * `{"type":"challengeResult","result":{"transStatus":…}}` to Adyen Web from Adyen's origin, as Adyen's page does.
 */
async function routeAdyenChallenge(page: Page): Promise<void> {
  await page.route(ADYEN_TEST_ACS_URL, (route) => {
    const creq = new URLSearchParams(route.request().postData() ?? "").get("creq") ?? "";
    const { acsTransID = "" } = JSON.parse(Buffer.from(creq, "base64url").toString("utf8") || "{}") as { acsTransID?: string };
    const form = (transStatus: string, label: string) => {
      const cres = Buffer.from(JSON.stringify({ acsTransID, messageType: "CRes", transStatus })).toString("base64url");
      return `<form method="post" action="https://checkoutshopper-test.adyen.com/checkoutshopper/3dnotif.shtml"><input type="hidden" name="cres" value="${cres}"><button type="submit">${label}</button></form>`;
    };
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ADYEN_CHALLENGE_UI.title}</title></head><body><main><h1>${ADYEN_CHALLENGE_UI.title}</h1>${form("Y", ADYEN_CHALLENGE_UI.pass)}${form("N", ADYEN_CHALLENGE_UI.fail)}</main></body></html>`,
    });
  });
  await page.route(THREEDS_NOTIFICATION_URL, (route) => {
    const cres = new URLSearchParams(route.request().postData() ?? "").get("cres") ?? "";
    const { transStatus = "U" } = JSON.parse(Buffer.from(cres, "base64url").toString("utf8") || "{}") as { transStatus?: string };
    const message = JSON.stringify({ type: "challengeResult", result: { transStatus } });
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title></head><body><script>window.parent.postMessage(${JSON.stringify(message)}, "*");</script></body></html>`,
    });
  });
}

/** Answers the 3-D Secure 2 challenge in Adyen Web's frame as the shopper does. */
export async function answerAdyenChallenge(page: Page, answer: "pass" | "fail"): Promise<void> {
  const challenge = page.frameLocator('iframe[name="threeDSIframe"]');
  await challenge.getByRole("heading", { name: ADYEN_CHALLENGE_UI.title }).waitFor();
  await challenge.getByRole("button", { name: answer === "pass" ? ADYEN_CHALLENGE_UI.pass : ADYEN_CHALLENGE_UI.fail }).click();
}

/** The network to Adyen fails: every request to Adyen's hosts is aborted from now on, as when they cannot be reached. */
export async function cutAdyenNetwork(page: Page): Promise<void> {
  await page.route(ADYEN_HOSTS, (route) => route.abort("internetdisconnected"));
}

function issuerPage(md: string): string {
  const form = (result: string, label: string) =>
    `<form method="get" action=""><input type="hidden" name="MD" value="${md}"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ADYEN_ISSUER_UI.title}</title></head><body><main><h1>${ADYEN_ISSUER_UI.title}</h1>${form("authenticated", ADYEN_ISSUER_UI.pass)}${form("failed", ADYEN_ISSUER_UI.fail)}</main></body></html>`;
}

/** The input of one secured field: each is a frame of Adyen's host, told apart by the field it was configured as. */
async function securedInput(page: Page, fieldType: string) {
  const frames = page.locator(`iframe[src*="securedFields.html"]`);
  await expect(frames).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    const input = frames.nth(index).contentFrame().locator(`input[aria-label="${fieldType}"]`);
    if ((await input.count()) > 0) return input;
  }
  throw new Error(`no secured field was configured as ${fieldType}`);
}

/** Types a card into Adyen's secured fields (each its own frame of Adyen's host), once all three are configured. */
export async function fillAdyenCard(page: Page, card: { number: string; expiry: string; securityCode: string }): Promise<void> {
  await expect(page.locator(`iframe[src*="securedFields.html"]`)).toHaveCount(3);
  await expect.poll(async () => (await Promise.all(["encryptedCardNumber", "encryptedExpiryDate", "encryptedSecurityCode"].map((field) => securedInput(page, field).then(() => true, () => false)))).every(Boolean)).toBe(true);
  await (await securedInput(page, "encryptedExpiryDate")).fill(card.expiry);
  await (await securedInput(page, "encryptedSecurityCode")).fill(card.securityCode);
  await (await securedInput(page, "encryptedCardNumber")).fill(card.number);
}

/** Answers the issuer's 3-D Secure page as the shopper does, and waits to be back on the console. */
export async function answerAdyenIssuer(page: Page, answer: "pass" | "fail"): Promise<void> {
  await page.getByRole("heading", { name: ADYEN_ISSUER_UI.title }).waitFor();
  await page.getByRole("button", { name: answer === "pass" ? ADYEN_ISSUER_UI.pass : ADYEN_ISSUER_UI.fail }).click();
  await page.waitForURL(/\/payment_return\?/);
}
