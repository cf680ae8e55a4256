import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { describeAuthError, loginWithGoogle, loginWithPassword, requestPasswordChange, signUp } from "./identityProvider";
import { LOGIN_ATTEMPT_KEY_PREFIX, loginAttemptReturnPath } from "./loginAttempts";
import { waitForState } from "../../testing/waitForState";

// The real auth0-js, with its requests to the identity provider answered by MSW.
const settings = { domain: "login.test-idp.example", clientId: "console-client" };
const idp = (path: string) => `https://${settings.domain}${path}`;
const cors = { "Access-Control-Allow-Origin": "http://localhost:3000", "Access-Control-Allow-Credentials": "true" };
const server = setupServer();
const requests: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  sessionStorage.clear();
});

/** The login attempts this tab holds (session storage keys). */
const savedAttempts = () => Object.keys(sessionStorage).filter((key) => key.startsWith(LOGIN_ATTEMPT_KEY_PREFIX));
afterAll(() => server.close());

function answer(path: string, status: number, body: Record<string, unknown>) {
  server.use(
    http.post(idp(path), async ({ request }) => {
      requests.push({ path, body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json(body, { status, headers: cors });
    }),
  );
}

describe("log in with auth0-js", () => {
  it("sends username, password and the realm to /co/authenticate", async () => {
    answer("/co/authenticate", 403, { error: "access_denied", error_description: "Wrong email or password." });
    const error = await loginWithPassword(settings, { username: "ann@example.com", password: "secret" }, "/").catch((caught: unknown) => caught);
    expect(requests).toEqual([
      { path: "/co/authenticate", body: expect.objectContaining({ username: "ann@example.com", password: "secret", realm: "Username-Password-Authentication", client_id: "console-client", credential_type: "http://auth0.com/oauth/grant-type/password-realm" }) },
    ]);
    expect(describeAuthError(error)).toEqual({ scope: "login", message: "Wrong email or password." });
    // The refused login never reaches the callback: its attempt is not kept.
    expect(savedAttempts()).toEqual([]);
  });

  it("on success follows the login ticket to /authorize with the scopes, the fragment response type and the attempt's random state", async () => {
    answer("/co/authenticate", 200, { login_ticket: "ticket-1", co_verifier: "v", co_id: "c" });
    const original = window.location;
    const redirects: string[] = [];
    Object.defineProperty(window, "location", { configurable: true, get: () => original, set: (url: string) => void redirects.push(url) });
    try {
      // auth0-js redirects instead of calling back on success; wait for the redirect.
      let settled = false;
      void loginWithPassword(settings, { username: "ann@example.com", password: "secret" }, "/network?location=jkt", "id").finally(() => (settled = true));
      await waitForState(() => expect(redirects).toHaveLength(1));
      // The page is unloading: the login neither resolves nor reports an error. Redirecting is the last step of the
      // callback that handles the provider's answer, so a login settled there would have run its finally before the
      // wait above saw the redirect (the wait checks on a later timer).
      expect(settled).toBe(false);
      const url = new URL(redirects[0] ?? "");
      expect(url.pathname).toBe("/authorize");
      expect(Object.fromEntries(url.searchParams)).toEqual(
        // The provider's pages after the ticket speak the login screen's language.
        expect.objectContaining({ login_ticket: "ticket-1", realm: "Username-Password-Authentication", scope: "openid profile email", response_type: "token id_token", state: expect.stringMatching(/^[\w-]{43}$/), ui_locales: "id" }),
      );
      expect(loginAttemptReturnPath(url.searchParams.get("state") ?? "")).toBe("/network?location=jkt");
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });

  it("rejects with 'Login did not redirect' when the provider's answer carries no login ticket (no redirect happens)", async () => {
    // A proxy or captive portal answering the cross-origin call with its own page: auth0-js cannot build the redirect.
    server.use(
      http.post(idp("/co/authenticate"), () => new HttpResponse("<html><body>Sign in to the network</body></html>", { status: 200, headers: { ...cors, "Content-Type": "text/html" } })),
    );
    const original = window.location;
    const redirects: string[] = [];
    Object.defineProperty(window, "location", { configurable: true, get: () => original, set: (url: string) => void redirects.push(url) });
    try {
      const error = await loginWithPassword(settings, { username: "ann@example.com", password: "secret" }, "/").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe("Login did not redirect");
      expect(redirects).toEqual([]);
      expect(describeAuthError(error)).toEqual({ scope: "login", message: "Login did not redirect" });
      expect(savedAttempts()).toEqual([]);
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });

  it("says 'Too many requests' generically", async () => {
    answer("/co/authenticate", 429, { error: "too_many_attempts", error_description: "Too many requests" });
    const error = await loginWithPassword(settings, { username: "ann@example.com", password: "x" }, "/").catch((caught: unknown) => caught);
    expect(describeAuthError(error)).toEqual({ scope: "generic", message: "Too many requests" });
  });
});

describe("sign up with auth0-js", () => {
  it("posts email, password and connection to /dbconnections/signup and reports whether the email is verified", async () => {
    answer("/dbconnections/signup", 200, { _id: "1", email: "new@example.com", email_verified: false });
    await expect(signUp(settings, { email: "new@example.com", password: "Str0ng!pass" })).resolves.toEqual({ email: "new@example.com", emailVerified: false });
    expect(requests[0]).toEqual({
      path: "/dbconnections/signup",
      body: expect.objectContaining({ email: "new@example.com", password: "Str0ng!pass", connection: "Username-Password-Authentication", client_id: "console-client" }),
    });
  });

  it("knows an already verified email", async () => {
    answer("/dbconnections/signup", 200, { _id: "2", email: "known@example.com", email_verified: true });
    await expect(signUp(settings, { email: "known@example.com", password: "Str0ng!pass" })).resolves.toEqual({ email: "known@example.com", emailVerified: true });
  });

  it.each([
    [{ code: "invalid_signup", description: "invalid_domain" }, "Email domain is prohibited"],
    [{ code: "invalid_password", description: "Password is too weak", name: "PasswordStrengthError" }, "Password is too weak"],
    [{ code: "invalid_signup", description: "error in email - email format validation failed: x" }, "error in email - email format validation failed: x"],
  ])("maps the provider's %j to a sign-up error %j", async (body, message) => {
    answer("/dbconnections/signup", 400, body);
    const error = await signUp(settings, { email: "x@example.com", password: "p" }).catch((caught: unknown) => caught);
    expect(describeAuthError(error)).toEqual({ scope: "signup", message });
  });
});

describe("change password with auth0-js", () => {
  it("posts the email and connection to /dbconnections/change_password", async () => {
    server.use(
      http.post(idp("/dbconnections/change_password"), async ({ request }) => {
        requests.push({ path: "/dbconnections/change_password", body: (await request.json()) as Record<string, unknown> });
        return new HttpResponse("We've just sent you an email to reset your password.", { status: 200, headers: cors });
      }),
    );
    await expect(requestPasswordChange(settings, "ann@example.com")).resolves.toBeUndefined();
    expect(requests[0]?.body).toEqual(expect.objectContaining({ email: "ann@example.com", connection: "Username-Password-Authentication", client_id: "console-client" }));
  });

  it("falls back to 'Error code: {code}' without a description", async () => {
    answer("/dbconnections/change_password", 500, { error: "server_error" });
    const error = await requestPasswordChange(settings, "ann@example.com").catch((caught: unknown) => caught);
    expect(describeAuthError(error)).toEqual({ scope: "generic", message: "Error code: server_error" });
  });
});

describe("Google login", () => {
  it("redirects to /authorize with the google-oauth2 connection, scopes, response type and a random state bound to the return path", async () => {
    const original = window.location;
    const redirects: string[] = [];
    // auth0-js redirects by assigning window.location; catch the assignment instead of navigating.
    Object.defineProperty(window, "location", { configurable: true, get: () => original, set: (url: string) => void redirects.push(url) });
    try {
      await loginWithGoogle(settings, "/compute?x=1");
      expect(redirects).toHaveLength(1);
      const url = new URL(redirects[0] ?? "");
      expect(url.origin).toBe(`https://${settings.domain}`);
      expect(url.pathname).toBe("/authorize");
      expect(Object.fromEntries(url.searchParams)).toEqual(
        expect.objectContaining({ connection: "google-oauth2", scope: "openid profile email", response_type: "token id_token", client_id: "console-client", state: expect.stringMatching(/^[\w-]{43}$/), redirect_uri: `${original.origin}/app/auth0_callback` }),
      );
      expect(loginAttemptReturnPath(url.searchParams.get("state") ?? "")).toBe("/compute?x=1");
      // Without a language the provider picks its own (the browser's).
      expect(url.searchParams.has("ui_locales")).toBe(false);
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });

  it("asks the provider for its pages in the visitor's language (ui_locales)", async () => {
    const original = window.location;
    const redirects: string[] = [];
    Object.defineProperty(window, "location", { configurable: true, get: () => original, set: (url: string) => void redirects.push(url) });
    try {
      await loginWithGoogle(settings, "/", "th");
      expect(new URL(redirects[0] ?? "").searchParams.get("ui_locales")).toBe("th");
      // The pseudo-language, a testing language of the console's own, asks for the provider's English.
      await loginWithGoogle(settings, "/", "en-XA");
      expect(new URL(redirects[1] ?? "").searchParams.get("ui_locales")).toBe("en");
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });
});
