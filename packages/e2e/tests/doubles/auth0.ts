import { generateKeyPairSync, sign } from "node:crypto";
import type { Page, Route } from "@playwright/test";

// The Auth0 double. The builds use the mock configuration, whose identity provider is "fake". To exercise the auth0-js flows the
// configuration is answered with authProvider "auth0" and a fake domain, and that domain's calls are intercepted.
export const IDP_DOMAIN = "login.test-idp.example";

/** Answers the UI configuration as a platform whose identity provider is Auth0 at the double's domain. */
export async function useAuth0Config(page: Page) {
  await page.route("**/v1/config/ui/config", async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, authProvider: "auth0", auth0Domain: IDP_DOMAIN, auth0ClientId: "e2e-client" } });
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

/** An ID token as the provider issues it for a login of the console's client: for `email`, carrying the login's nonce. */
export function idToken(nonce: string, email: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: `https://${IDP_DOMAIN}/`, aud: "e2e-client", sub: `auth0|${email}`, email, nonce, iat: now, exp: now + 3600 };
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
  await page.route((url) => url.hostname === IDP_DOMAIN && url.pathname === "/authorize", async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const login = { redirectUri: query.get("redirect_uri") ?? "", state: query.get("state") ?? "", nonce: query.get("nonce") ?? "" };
    logins.push(login);
    if (signIn) return route.fulfill({ status: 302, headers: { location: callbackUrl(login, signIn) } });
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><title>Sign in</title><h1>Sign in to the identity provider</h1>" });
  });
  return logins;
}
