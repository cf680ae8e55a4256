import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { Page, Route } from "@playwright/test";

// The Auth0 double. The builds use the mock configuration, whose identity provider is "fake". To exercise the
// auth0-js flows the configuration names authProvider "auth0" and a fake domain, and that domain's calls are
// intercepted and answered as Auth0 answers them.
export const IDP_DOMAIN = "login.test-idp.example";

/** The UI configuration's identity-provider settings of a platform that signs in through the double. */
export const AUTH0_UI_CONFIG = { authProvider: "auth0", auth0Domain: IDP_DOMAIN, auth0ClientId: "e2e-client" } as const;

/** Answers the UI configuration as a platform whose identity provider is Auth0 at the double's domain. */
export async function useAuth0Config(page: Page) {
  await page.route("**/v1/config/ui/config", async (route) => {
    // A keep-alive connection closed just as the call went out (a busy machine): sent once more, as a browser would.
    const response = await route.fetch().catch((error: unknown) => {
      if (!String(error).includes("ECONNRESET")) throw error;
      return route.fetch();
    });
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...AUTH0_UI_CONFIG } });
  });
}

/** Answers the identity provider's calls; returns the requests it saw. */
export async function interceptIdentityProvider(page: Page, answers: Record<string, { status?: number; json?: unknown; body?: string }>) {
  const seen: { path: string; body: unknown }[] = [];
  await page.route(`https://${IDP_DOMAIN}/**`, async (route: Route) => {
    const request = route.request();
    const origin = (await request.headerValue("origin")) ?? "*";
    const cors = { "access-control-allow-origin": origin, "access-control-allow-credentials": "true", "access-control-allow-headers": "content-type, auth0-client", "access-control-allow-methods": "POST, OPTIONS" };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    const path = new URL(request.url()).pathname;
    seen.push({ path, body: request.postDataJSON() as unknown });
    const answer = answers[path];
    if (!answer) return route.fulfill({ status: 404, headers: cors, json: { error: "not_found" } });
    return route.fulfill({ status: answer.status ?? 200, headers: cors, ...(answer.json === undefined ? { body: answer.body ?? "" } : { json: answer.json }) });
  });
  return seen;
}

/** The identity provider's signing key: the public half is its key set, ID tokens are signed with the private one. */
const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const KEY_SET = { keys: [{ ...signingKey.publicKey.export({ format: "jwk" }), kid: "e2e-key", alg: "RS256", use: "sig" }] };

/**
 * An ID token as the provider issues it for a login of the console's client: for `email`, carrying the login's nonce
 * and any further claims (the user's id as `sub`, `email_verified`, the access token's `at_hash`).
 */
export function idToken(nonce: string, email: string, extraClaims: Record<string, unknown> = {}): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: `https://${IDP_DOMAIN}/`, aud: AUTH0_UI_CONFIG.auth0ClientId, sub: `auth0|${email}`, email, nonce, iat: now, exp: now + 3600, ...extraClaims };
  const signed = `${encode({ alg: "RS256", typ: "JWT", kid: "e2e-key" })}.${encode(claims)}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), signingKey.privateKey).toString("base64url")}`;
}

/** The login the console started at the provider (its /authorize call): where to return, its state and nonce. */
export interface StartedLogin {
  redirectUri: string;
  state: string;
  nonce: string;
}

/** The callback address the provider sends the browser back to after `login`, signed in as `email`. */
export function callbackUrl(login: StartedLogin, email: string): string {
  const fragment = new URLSearchParams({ access_token: "e2e-access-token", id_token: idToken(login.nonce, email), token_type: "Bearer", expires_in: "7200", state: login.state });
  return `${login.redirectUri}#${fragment.toString()}`;
}

/**
 * Plays the provider's login page: its key set is served, and each /authorize call (the browser sent there by 'Log in
 * with Google') is recorded; `signIn` says whom it logs in (the browser is sent straight back) or that it stays put.
 */
export async function playIdentityProvider(page: Page, signIn: string | undefined) {
  await interceptIdentityProvider(page, { "/.well-known/jwks.json": { json: KEY_SET } });
  const logins: StartedLogin[] = [];
  // A pattern, not a predicate: Playwright then pauses only these requests, not every script the console loads.
  await page.route(new RegExp(`^https://${IDP_DOMAIN.replaceAll(".", "\\.")}/authorize(?:[?#].*)?$`), async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const login = { redirectUri: query.get("redirect_uri") ?? "", state: query.get("state") ?? "", nonce: query.get("nonce") ?? "" };
    logins.push(login);
    if (signIn) return route.fulfill({ status: 302, headers: { location: callbackUrl(login, signIn) } });
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><title>Sign in</title><h1>Sign in to the identity provider</h1>" });
  });
  return logins;
}

/**
 * Starts 'Log in with Google' in `page` on `path` (a console address) on a site signing in through the double, which
 * holds the login at its sign-in page; returns the login as the provider received it.
 */
export async function startHeldGoogleLogin(page: Page, path: string): Promise<StartedLogin> {
  await useAuth0Config(page);
  const logins = await playIdentityProvider(page, undefined);
  await page.goto(path);
  await page.getByRole("button", { name: "Log in with Google" }).click();
  await page.getByRole("heading", { name: "Sign in to the identity provider" }).waitFor();
  const [login] = logins;
  if (!login) throw new Error(`the login started on ${path} did not reach the identity provider`);
  return login;
}

/** The database connection the console signs users up to and logs them in with (its realm). */
export const PASSWORD_CONNECTION = "Username-Password-Authentication";

/** The grant auth0-js names for a username and password in a realm (a database connection). */
const PASSWORD_REALM_GRANT = "http://auth0.com/oauth/grant-type/password-realm";

/** What Auth0's default email template says on the page it returns to from a verification link that worked. */
export const EMAIL_VERIFIED_MESSAGE = "Your email was verified. You can continue using the application.";

/** What a tenant that requires verified emails (a post-login Action) answers a login of an unverified user. */
export const VERIFY_EMAIL_FIRST = "Please verify your email before logging in.";

/** One call the provider received: the JSON body of a POST, the query of a GET. */
export interface ProviderRequest {
  method: string;
  path: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** A user of the tenant's database connection. */
export interface TenantUser {
  email: string;
  password: string;
  verified: boolean;
}

/** A login the tenant completed: the tokens it sent the browser back to the console with. */
export interface IssuedLogin {
  email: string;
  accessToken: string;
  idToken: string;
}

/** The tenant double: what it received and issued, and the link of each verification email it sent. */
export interface Auth0Tenant {
  /** Every call the provider received, in order (CORS preflights left out). */
  requests: ProviderRequest[];
  /** The logins it completed, in order. */
  logins: IssuedLogin[];
  /** Whom the tenant's own session (its single sign-on cookie in this browser) holds signed in, if anyone. */
  session(): string | undefined;
  /** The link in the verification email the tenant sent to `email` when it signed up. */
  verificationLink(email: string): string;
}

export interface Auth0TenantOptions {
  /** The console's address (e.g. http://127.0.0.1:4301/app/): the tenant's allowed web origin, callbacks and logout URL. */
  appUrl: string;
  /** The database connection's users before the test starts. */
  users?: TenantUser[];
  /** Whether the tenant refuses logins of users whose email is not verified yet (a post-login Action). */
  requireVerifiedEmail?: boolean;
}

const token = () => randomBytes(16).toString("base64url");

/** The `at_hash` claim: the left half of the access token's SHA-256, which auth0-js checks against the access token. */
const accessTokenHash = (accessToken: string) => createHash("sha256").update(accessToken).digest().subarray(0, 16).toString("base64url");

/**
 * Plays an Auth0 tenant with one database connection, for the console's client, as auth0-js talks to it for an
 * embedded login: sign-up (`POST /dbconnections/signup`), the link of the verification email it sends, cross-origin
 * authentication (`POST /co/authenticate`, then the browser at `/authorize` with the login ticket, sent back to the
 * callback with the tokens), and its key set. Status codes, JSON bodies and CORS headers are Auth0's own.
 */
export async function playAuth0Tenant(page: Page, options: Auth0TenantOptions): Promise<Auth0Tenant> {
  const appOrigin = new URL(options.appUrl).origin;
  const users = new Map((options.users ?? []).map((user) => [user.email, { ...user, id: token() }]));
  const verificationTickets = new Map<string, { email: string; used: boolean }>();
  const loginTickets = new Map<string, string>();
  const requests: ProviderRequest[] = [];
  const logins: IssuedLogin[] = [];
  let session: string | undefined;

  // Auth0 answers credentialed CORS calls from the client's allowed web origins only.
  const cors = (origin: string | null): Record<string, string> =>
    origin === appOrigin
      ? { "access-control-allow-origin": origin, "access-control-allow-credentials": "true", "access-control-allow-headers": "content-type, auth0-client", "access-control-allow-methods": "POST, OPTIONS", vary: "Origin" }
      : {};
  const backToApp = (redirectUri: string, fragment: Record<string, string>) => `${redirectUri}#${new URLSearchParams(fragment).toString()}`;

  async function answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const headers = cors(await request.headerValue("origin"));
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers });
    const body = request.method() === "POST" ? (request.postDataJSON() as Record<string, unknown>) : undefined;
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: request.method(), path: url.pathname, ...(body ? { body } : { query }) });
    const text = (field: string) => (typeof body?.[field] === "string" ? body[field] : "");

    switch (`${request.method()} ${url.pathname}`) {
      case "GET /.well-known/jwks.json":
        return route.fulfill({ headers, json: KEY_SET });

      case "POST /dbconnections/signup": {
        if (text("client_id") !== AUTH0_UI_CONFIG.auth0ClientId || text("connection") !== PASSWORD_CONNECTION || !text("email") || !text("password")) {
          return route.fulfill({ status: 400, headers, json: { name: "BadRequestError", code: "invalid_signup", description: "Invalid sign up", statusCode: 400 } });
        }
        if (users.has(text("email"))) {
          return route.fulfill({ status: 400, headers, json: { name: "BadRequestError", code: "user_exists", description: "The user already exists.", statusCode: 400 } });
        }
        const user = { email: text("email"), password: text("password"), verified: false, id: token() };
        users.set(user.email, user);
        verificationTickets.set(token(), { email: user.email, used: false });
        return route.fulfill({ headers, json: { _id: user.id, email: user.email, email_verified: false } });
      }

      // The link in the verification email: Auth0 marks the email verified and sends the browser to the template's
      // "Redirect To" address, the console's verify page, with the outcome in the query.
      case "GET /u/email-verification": {
        const ticket = verificationTickets.get(url.searchParams.get("ticket") ?? "");
        const outcome = !ticket
          ? { success: "false", code: "invalid-ticket", message: "This URL is not valid." }
          : ticket.used
            ? { success: "false", code: "already-used", message: "This URL can be used only once" }
            : { success: "true", code: "success", message: EMAIL_VERIFIED_MESSAGE };
        const user = ticket && users.get(ticket.email);
        if (ticket && user && !ticket.used) {
          ticket.used = true;
          user.verified = true;
        }
        const result = new URLSearchParams({ supportSignUp: "true", supportForgotPassword: "true", email: ticket?.email ?? "", message: outcome.message, success: outcome.success, code: outcome.code });
        return route.fulfill({ status: 302, headers: { location: `${new URL("auth0_callback/verify", options.appUrl).href}?${result.toString()}` } });
      }

      case "POST /co/authenticate": {
        if (!headers["access-control-allow-origin"]) return route.fulfill({ status: 403, body: `Origin ${await request.headerValue("origin")} is not allowed.` });
        if (text("client_id") !== AUTH0_UI_CONFIG.auth0ClientId || text("credential_type") !== PASSWORD_REALM_GRANT || !text("username") || !text("password") || !text("realm")) {
          return route.fulfill({ status: 400, headers, json: { error: "invalid_request", error_description: "Invalid request body. All and only of client_id, credential_type, username, otp, realm are required." } });
        }
        if (text("realm") !== PASSWORD_CONNECTION) return route.fulfill({ status: 400, headers, json: { error: "invalid_request", error_description: `Unknown realm ${text("realm")}.` } });
        const user = users.get(text("username"));
        if (user?.password !== text("password")) return route.fulfill({ status: 403, headers, json: { error: "access_denied", error_description: "Wrong email or password." } });
        const ticket = token();
        loginTickets.set(ticket, user.email);
        return route.fulfill({ headers, json: { login_ticket: ticket, co_verifier: token(), co_id: token() } });
      }

      // The browser itself comes here (auth0-js sets the location) with the login ticket; the tenant's session cookie
      // from /co/authenticate proves the ticket is this browser's, so the tenant sends it straight back with the tokens.
      case "GET /authorize": {
        const redirectUri = query.redirect_uri ?? "";
        const email = loginTickets.get(query.login_ticket ?? "");
        loginTickets.delete(query.login_ticket ?? "");
        const user = email === undefined ? undefined : users.get(email);
        if (!redirectUri.startsWith(appOrigin) || query.client_id !== AUTH0_UI_CONFIG.auth0ClientId) {
          return route.fulfill({ status: 400, contentType: "text/html", body: "<!DOCTYPE html><title>Error</title><h1>Callback URL mismatch.</h1>" });
        }
        // A ticket it did not issue, or one already used, is refused (in the double's own words).
        if (!user) return route.fulfill({ status: 302, headers: { location: backToApp(redirectUri, { error: "access_denied", error_description: "Invalid login ticket.", state: query.state ?? "" }) } });
        if (options.requireVerifiedEmail && !user.verified) {
          return route.fulfill({ status: 302, headers: { location: backToApp(redirectUri, { error: "access_denied", error_description: VERIFY_EMAIL_FIRST, state: query.state ?? "" }) } });
        }
        const accessToken = token();
        const issued = idToken(query.nonce ?? "", user.email, { sub: `auth0|${user.id}`, email_verified: user.verified, at_hash: accessTokenHash(accessToken) });
        logins.push({ email: user.email, accessToken, idToken: issued });
        session = user.email;
        return route.fulfill({
          status: 302,
          headers: { location: backToApp(redirectUri, { access_token: accessToken, id_token: issued, scope: query.scope ?? "", expires_in: "7200", token_type: "Bearer", state: query.state ?? "" }) },
        });
      }

      // Federated logout: the tenant ends its session, then sends the browser to `returnTo` if it is one of the
      // client's allowed logout URLs; any other address gets Auth0's error page and the browser stays there.
      case "GET /v2/logout": {
        if (query.client_id !== AUTH0_UI_CONFIG.auth0ClientId || query.returnTo !== options.appUrl) {
          return route.fulfill({ status: 400, contentType: "text/html", body: `<!DOCTYPE html><title>Error</title><h1>The "returnTo" querystring parameter is not defined as a valid URL in "Allowed Logout URLs".</h1>` });
        }
        session = undefined;
        return route.fulfill({ status: 302, headers: { location: options.appUrl } });
      }

      default:
        return route.fulfill({ status: 404, headers, json: { statusCode: 404, error: "Not Found", message: "Not Found" } });
    }
  }

  await page.route(`https://${IDP_DOMAIN}/**`, answer);
  return {
    requests,
    logins,
    session: () => session,
    verificationLink(email) {
      const ticket = [...verificationTickets].find(([, candidate]) => candidate.email === email)?.[0];
      if (ticket === undefined) throw new Error(`The tenant sent no verification email to ${email}: sign up with it first.`);
      return `https://${IDP_DOMAIN}/u/email-verification?ticket=${ticket}`;
    },
  };
}
