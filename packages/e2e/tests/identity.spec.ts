import type { Page } from "@playwright/test";
import {
  AUTH0_UI_CONFIG,
  callbackUrl,
  EMAIL_VERIFIED_MESSAGE,
  PASSWORD_CONNECTION,
  playAuth0Tenant,
  startHeldGoogleLogin,
  VERIFY_EMAIL_FIRST,
  type TenantUser,
} from "./doubles/auth0";
import { askVerificationPage, serveAuth0Cdn } from "./doubles/auth0Verification";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, test, type OwnBackend } from "./fixtures";

// Sign-up, the verification link and password logins, walked through the identity provider as a visitor walks them:
// auth0-js talks to the Auth0 double (tests/doubles/auth0.ts), and the test's own backend exchanges the provider's
// tokens for the platform's apikey.

// Each test is a multi-step flow.
test.describe.configure({ timeout: 150_000 });

/** The console's address on the project's server. */
const appUrl = (baseURL: string | undefined) => new URL("/app/", baseURL).href;

/**
 * The test's backend as the platform of someone who has just signed up: an account with nothing in it yet, on a
 * site whose identity provider is the Auth0 double.
 */
function newCustomerPlatform(ownBackend: OwnBackend) {
  ownBackend.server.store.reset("empty");
  Object.assign(ownBackend.server.store.state.ui, AUTH0_UI_CONFIG);
  return ownBackend.server.store.state.ui;
}

/** Records the bodies of the console's exchanges of the provider's tokens for an apikey; the backend answers them. */
async function recordTokenExchanges(page: Page) {
  const exchanges: unknown[] = [];
  await page.route("**/v1/user-resource/auth0_callback", async (route) => {
    exchanges.push(route.request().postDataJSON());
    await route.fallback();
  });
  return exchanges;
}

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel(/Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

const callsOf = (requests: { method: string; path: string }[]) => requests.map((request) => `${request.method} ${request.path}`);

test.describe("a new customer", () => {
  const email = "newcomer@example.com";
  const password = "Str0ng!pass";

  test("signs up, follows the verification link and logs in for the first time to an account with nothing in it yet", PHONE, async ({ page, ownBackend, baseURL, isPhone }, testInfo) => {
    const ui = newCustomerPlatform(ownBackend);
    const tenant = await playAuth0Tenant(page, { appUrl: appUrl(baseURL), requireVerifiedEmail: true });
    const exchanges = await recordTokenExchanges(page);

    await page.goto("/app/");
    await page.getByRole("button", { name: "Create An Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
    await page.getByLabel(/Username/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText("Please confirm your email address by clicking the verification link we just sent you.")).toBeVisible();
    expect(tenant.requests).toEqual([{ method: "POST", path: "/dbconnections/signup", body: { client_id: AUTH0_UI_CONFIG.auth0ClientId, connection: PASSWORD_CONNECTION, email, password } }]);
    // The post-sign-up handler marks the first billing account as still to be made.
    expect(await page.evaluate(() => localStorage.getItem("firstAccount"))).toBe("true");
    await saveScreenshot(page, testInfo, "identity-signup-check-email");
    // The desktop layout of this state is scanned by auth.spec.ts.
    if (isPhone) await expectNoSeriousA11yViolations(page);

    // The link in the email: the provider verifies the address and sends the browser back to the console.
    await page.goto(tenant.verificationLink(email));
    await expect(page.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/auth0_callback\/verify\?/);
    await expect(page.getByText(EMAIL_VERIFIED_MESSAGE)).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await saveScreenshot(page, testInfo, "identity-email-verified");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();

    await logInWithPassword(page, email, password);
    const billing = page.getByRole("region", { name: "Billing" });
    await expect(billing.getByText("No billing account yet. Add one to pay for resources.")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByRole("banner")).toBeVisible();

    // The provider saw the sign-up, the verification, then the login: the credentials, the browser with the ticket
    // they earned, and the key set the console checked the ID token with.
    expect(callsOf(tenant.requests)).toEqual(["POST /dbconnections/signup", "GET /u/email-verification", "POST /co/authenticate", "GET /authorize", "GET /.well-known/jwks.json"]);
    const [, , authenticate, authorize] = tenant.requests;
    expect(authenticate?.body).toEqual({ client_id: AUTH0_UI_CONFIG.auth0ClientId, username: email, password, realm: PASSWORD_CONNECTION, credential_type: "http://auth0.com/oauth/grant-type/password-realm" });
    expect(authorize?.query).toMatchObject({
      client_id: AUTH0_UI_CONFIG.auth0ClientId,
      realm: PASSWORD_CONNECTION,
      response_type: "token id_token",
      redirect_uri: new URL("/app/auth0_callback", baseURL).href,
      login_ticket: expect.any(String),
      nonce: expect.stringMatching(/.{16,}/),
      // The login attempt's own random state; the path it returns to stays in the tab (home, from the login screen).
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    // The console exchanged exactly the tokens the provider issued for the platform's apikey, and keeps that key.
    const [login] = tenant.logins;
    expect(login?.email).toBe(email);
    expect(exchanges).toEqual([expect.objectContaining({ access_token: login?.accessToken, id_token: login?.idToken, state: authorize?.query?.state })]);
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toMatch(/^mock-/);
    await saveScreenshot(page, testInfo, "identity-first-login-home");
    await expectNoSeriousA11yViolations(page);

    // The first billing account comes with the site's first-account credit, where the site gives one.
    await billing.getByRole("link", { name: "Create billing account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create a billing account" })).toBeVisible();
    await expect(page.getByText("Your first billing account comes with free credit")).toHaveCount((ui.firstAccountCredit ?? 0) > 0 ? 1 : 0);
  });

  test("logging in before following the verification link asks for it first", async ({ page, ownBackend, baseURL }, testInfo) => {
    newCustomerPlatform(ownBackend);
    const tenant = await playAuth0Tenant(page, { appUrl: appUrl(baseURL), users: [{ email, password, verified: false }], requireVerifiedEmail: true });
    const exchanges = await recordTokenExchanges(page);

    await page.goto("/app/");
    await logInWithPassword(page, email, password);
    await expect(page.getByRole("heading", { level: 1, name: "Action required" })).toBeVisible();
    await expect(page.getByText(`Please verify your email address by clicking the link we sent you, then log in again. (${VERIFY_EMAIL_FIRST})`)).toBeVisible();
    expect(callsOf(tenant.requests)).toEqual(["POST /co/authenticate", "GET /authorize"]);
    expect(exchanges).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBeNull();
    await saveScreenshot(page, testInfo, "identity-login-unverified");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });
});

test.describe("a password login", () => {
  const customer: TenantUser = { email: "ann@example.com", password: "Str0ng!pass", verified: true };

  test("with a wrong password shows the provider's message under the form and keeps the username; the right one then logs in", async ({ page, ownBackend, baseURL }, testInfo) => {
    newCustomerPlatform(ownBackend);
    const tenant = await playAuth0Tenant(page, { appUrl: appUrl(baseURL), users: [customer] });
    const exchanges = await recordTokenExchanges(page);

    await page.goto("/app/");
    await logInWithPassword(page, customer.email, "not-my-password");
    const form = page.getByRole("form", { name: "Log in" });
    await expect(form.getByText("Wrong email or password.", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/Username/)).toHaveValue(customer.email);
    await expect(page).toHaveURL(/\/app\/?$/);
    expect(tenant.requests).toEqual([
      {
        method: "POST",
        path: "/co/authenticate",
        body: { client_id: AUTH0_UI_CONFIG.auth0ClientId, username: customer.email, password: "not-my-password", realm: PASSWORD_CONNECTION, credential_type: "http://auth0.com/oauth/grant-type/password-realm" },
      },
    ]);
    await saveScreenshot(page, testInfo, "identity-wrong-password");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByRole("region", { name: "Billing" })).toBeVisible();
    expect(callsOf(tenant.requests)).toEqual(["POST /co/authenticate", "POST /co/authenticate", "GET /authorize", "GET /.well-known/jwks.json"]);
    expect(exchanges).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toMatch(/^mock-/);
  });

  test("started on a deep link comes back to it through the identity provider", async ({ page, ownBackend, baseURL }) => {
    newCustomerPlatform(ownBackend);
    await playAuth0Tenant(page, { appUrl: appUrl(baseURL), users: [customer] });

    await page.goto("/app/profile?from=deep-link");
    await logInWithPassword(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/app\/profile\?from=deep-link$/);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });
});

test.describe("logging out", () => {
  const customer: TenantUser = { email: "ann@example.com", password: "Str0ng!pass", verified: true };

  test("ends the identity provider's session too and comes back to the console's login without the API key", async ({ page, ownBackend, baseURL }) => {
    newCustomerPlatform(ownBackend);
    const tenant = await playAuth0Tenant(page, { appUrl: appUrl(baseURL), users: [customer] });
    await page.goto("/app/");
    await logInWithPassword(page, customer.email, customer.password);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    expect(tenant.session()).toBe(customer.email);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    expect(page.url()).toBe(appUrl(baseURL));
    // The browser went through the tenant's logout, for the console's client, asking to come back to the login.
    const logout = tenant.requests.at(-1);
    expect(logout).toEqual({ method: "GET", path: "/v2/logout", query: expect.objectContaining({ client_id: AUTH0_UI_CONFIG.auth0ClientId, returnTo: appUrl(baseURL) }) });
    expect(tenant.session()).toBeUndefined();
    expect(await page.evaluate(() => [localStorage.getItem("apikey"), localStorage.getItem("impersonation")])).toEqual([null, null]);
  });
});

test.describe("two tabs logging in at once", () => {
  test("each come back to the page it started on, whichever finishes first", async ({ page }) => {
    const second = await page.context().newPage();
    const toBilling = await startHeldGoogleLogin(page, "/app/billing");
    const toProfile = await startHeldGoogleLogin(second, "/app/profile");
    expect(toBilling.state).not.toBe(toProfile.state);

    // The tab that started last finishes first; the other's login is still its own.
    await second.goto(callbackUrl(toProfile, "demo@example.com"));
    await expect(second).toHaveURL(/\/app\/profile$/);
    await page.goto(callbackUrl(toBilling, "demo@example.com"));
    await expect(page).toHaveURL(/\/app\/billing$/);
    for (const tab of [page, second]) await expect(tab.getByRole("button", { name: "Log out" })).toBeVisible();
    await second.close();
  });
});

test.describe("the cross-origin verification page", () => {
  test("is served at /app/auth0-verify.html and answers Auth0's request for a login's verifier from a frame of Auth0's page", async ({ page, baseURL }) => {
    const verificationPage = new URL("/app/auth0-verify.html", baseURL).href;
    const served = await page.request.get(verificationPage);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^text\/html/);

    const cdn = await serveAuth0Cdn(page);
    const exchange = await askVerificationPage(page, verificationPage, "login-7");
    // auth0-js came from Auth0's CDN at the version the console bundles (the page holds it to that build's hash), and
    // its crossOriginVerification() told Auth0's origin it was ready, then answered the request. What it finds is the
    // browser's call: a framed page may read its site's storage only where the browser allows it (the console's unit
    // test checks the verifier a login saved is the one handed over).
    expect(cdn).toEqual([expect.stringMatching(/^\/js\/auth0\/\d+\.\d+\.\d+\/auth0\.min\.js$/)]);
    expect(exchange).toEqual({ ready: { type: "ready" }, answer: { type: "co_verifier_response", response: { verifier: expect.any(String) } } });
  });
});
