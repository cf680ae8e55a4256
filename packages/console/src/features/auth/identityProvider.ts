import type { WebAuth, Auth0Error } from "auth0-js";
import { APP_BASE_PATH } from "../../config/runtime";
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "../../i18n/languages";
import { forgetLoginAttempt, startLoginAttempt } from "./loginAttempts";

/** The database connection of username/password accounts. */
export const PASSWORD_CONNECTION = "Username-Password-Authentication";
export const GOOGLE_CONNECTION = "google-oauth2";
export const LOGIN_SCOPE = "openid profile email";
export const LOGIN_RESPONSE_TYPE = "token id_token";

import type { IdentityProviderSettings } from "./settings";

export { identityProviderSettings, type IdentityProviderSettings } from "./settings";

/** auth0-js is about 52 KB gzip: it is loaded the first time a visitor uses it, never with the login page. */
async function webAuth(settings: IdentityProviderSettings): Promise<WebAuth> {
  const { default: auth0 } = await import("auth0-js");
  return new auth0.WebAuth({
    domain: settings.domain,
    clientID: settings.clientId,
    redirectUri: `${globalThis.location.origin}${APP_BASE_PATH}/auth0_callback`,
    responseType: LOGIN_RESPONSE_TYPE,
    scope: LOGIN_SCOPE,
  });
}

/**
 * The visitor's language for the identity provider's own pages, as OpenID Connect's `ui_locales` on /authorize
 * (auth0-js passes it through, and the provider shows its pages in it where the tenant has it enabled).
 */
function uiLocales(language: string | undefined): { ui_locales?: string } {
  if (!language) return {};
  // The pseudo-language is the console's own testing language: the provider's pages come in English, its source.
  return { ui_locales: language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language };
}

/** The provider accepted the credentials but the browser was not sent on to the callback. */
export const LOGIN_DID_NOT_REDIRECT_MESSAGE = "Login did not redirect";

/**
 * Logs in with username and password. On success auth0-js redirects the browser to the callback, so the promise
 * stays pending while the page unloads; it rejects with the provider's error, or with 'Login did not redirect'
 * when auth0-js calls back without one or cannot start the redirect (e.g. an answer without a login ticket). The login
 * is a new attempt: its random `state` is what the callback finds `returnPath` by (see `startLoginAttempt`). The
 * login ticket's /authorize carries the visitor's `language`.
 */
export async function loginWithPassword(settings: IdentityProviderSettings, credentials: { username: string; password: string }, returnPath: string, language?: string) {
  const auth = await webAuth(settings);
  const state = startLoginAttempt(returnPath);
  return new Promise<never>((_resolve, rejectLogin) => {
    // A login that fails here never reaches the callback: its attempt goes with it.
    const reject = (error: unknown) => {
      forgetLoginAttempt(state);
      // auth0's own error object, as describeAuthError reads it (its code and description).
      rejectLogin(error);
    };
    auth.login(
      {
        realm: PASSWORD_CONNECTION,
        username: credentials.username,
        password: credentials.password,
        state,
        ...uiLocales(language),
        // auth0-js runs its redirect step here; when that step throws, nothing else would ever settle the login.
        onRedirecting: (redirect) => {
          try {
            redirect();
          } catch (cause) {
            reject(new Error(LOGIN_DID_NOT_REDIRECT_MESSAGE, { cause }));
          }
        },
      },
      (error) => reject(error ?? new Error(LOGIN_DID_NOT_REDIRECT_MESSAGE)),
    );
  });
}

/** Creates an account; the result says whether the email still needs confirming. */
export async function signUp(settings: IdentityProviderSettings, credentials: { email: string; password: string }) {
  const auth = await webAuth(settings);
  return new Promise<{ email: string; emailVerified: boolean }>((resolve, reject) => {
    // auth0's own error object is the rejection, as describeAuthError reads it (its code and description).
    auth.signup({ connection: PASSWORD_CONNECTION, email: credentials.email, password: credentials.password }, (error, result: { email?: string; emailVerified?: boolean }) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      error ? reject(error) : resolve({ email: result.email ?? credentials.email, emailVerified: Boolean(result.emailVerified) }),
    );
  });
}

/** Sends the password reset email. */
export async function requestPasswordChange(settings: IdentityProviderSettings, email: string) {
  const auth = await webAuth(settings);
  return new Promise<void>((resolve, reject) => {
    // auth0's own error object is the rejection, as describeAuthError reads it (its code and description).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    auth.changePassword({ connection: PASSWORD_CONNECTION, email }, (error) => (error ? reject(error) : resolve()));
  });
}

/** Redirects to Google, as a new login attempt whose callback returns to `returnPath`, in the visitor's `language`. */
export async function loginWithGoogle(settings: IdentityProviderSettings, returnPath: string, language?: string) {
  const auth = await webAuth(settings);
  auth.authorize({ connection: GOOGLE_CONNECTION, state: startLoginAttempt(returnPath), ...uiLocales(language) });
}

/**
 * How to end the visitor's session at the identity provider: a function that sends the browser to the provider's
 * logout, which sends it on to `returnTo` (an absolute URL among the client's allowed logout URLs). auth0-js is loaded
 * first, so a logout that cannot reach the provider's library can still end the console's session.
 */
export async function providerLogout(settings: IdentityProviderSettings): Promise<(returnTo: string) => void> {
  const auth = await webAuth(settings);
  return (returnTo) => auth.logout({ returnTo, clientID: settings.clientId });
}

/** Who a login callback signed in, from its ID token once checked. */
export interface VerifiedLogin {
  email?: string;
}

/** Refusing a login callback this browser did not start: auth0-js's code and description for why. */
export class LoginRefusedError extends Error {
  readonly code: string;
  readonly description: string;

  constructor(code: string, description: string) {
    super(description || code);
    this.name = "LoginRefusedError";
    this.code = code;
    this.description = description;
  }
}

/** auth0-js's error object (its fields differ between calls) as a LoginRefusedError. */
function refusedLogin(error: unknown): LoginRefusedError {
  const fields = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const text = (...keys: string[]) => keys.map((key) => fields[key]).find((value): value is string => typeof value === "string" && value !== "");
  return new LoginRefusedError(text("error", "code") ?? "invalid_token", text("errorDescription", "error_description", "description", "message") ?? "");
}

/**
 * Checks a login callback (`#access_token=…&id_token=…&state=…`) against the login this browser started: auth0-js
 * looks up the transaction it stored under `state` when the login began (and removes it, so a callback works once),
 * then checks the ID token's signature, issuer, audience, expiry and the transaction's nonce. Rejects with a
 * `LoginRefusedError` when the callback is not one this browser started, or its token does not hold.
 */
export async function verifyLoginCallback(settings: IdentityProviderSettings, hash: string): Promise<VerifiedLogin> {
  const auth = await webAuth(settings);
  return new Promise<VerifiedLogin>((resolve, reject) => {
    auth.parseHash({ hash }, (error, result) => {
      if (error || !result) return reject(refusedLogin(error ?? { error: "invalid_hash", errorDescription: "The login callback carries no tokens." }));
      const { email } = (result.idTokenPayload ?? {}) as { email?: unknown };
      resolve(typeof email === "string" ? { email } : {});
    });
  });
}

/** Where an identity provider error belongs on the screen. */
export type AuthErrorScope = "login" | "signup" | "generic";

/** What the console says itself when the provider's message will not do (the login forms give them in the visitor's language). */
export interface AuthErrorWords {
  domainProhibited: string;
  didNotRedirect: string;
  errorCode: (code: string) => string;
  unknown: string;
}

const ENGLISH_AUTH_ERROR_WORDS: AuthErrorWords = {
  domainProhibited: "Email domain is prohibited",
  didNotRedirect: LOGIN_DID_NOT_REDIRECT_MESSAGE,
  errorCode: (code) => `Error code: ${code}`,
  unknown: "Unknown Auth0 error",
};

/**
 * The identity provider's message (its own words, as it sent them), placed where it belongs: under the login form,
 * the sign-up form, or as a general error; where it sent none that will do, the console's `words`.
 */
export function describeAuthError(error: unknown, words: AuthErrorWords = ENGLISH_AUTH_ERROR_WORDS): { scope: AuthErrorScope; message: string } {
  if (error instanceof Error && error.message === LOGIN_DID_NOT_REDIRECT_MESSAGE) return { scope: "login", message: words.didNotRedirect };
  const auth0Error = (error ?? {}) as Partial<Auth0Error> & { message?: string; policy?: string };
  const description =
    typeof auth0Error.description === "string"
      ? auth0Error.description
      : typeof auth0Error.error_description === "string"
        ? auth0Error.error_description
        : typeof auth0Error.message === "string"
          ? auth0Error.message
          : undefined;
  const code = auth0Error.code ?? auth0Error.error ?? undefined;
  // An invalid_domain as code, description or both is the provider refusing the e-mail's domain.
  if (code === "invalid_domain" || description === "invalid_domain") return { scope: "signup", message: words.domainProhibited };
  // auth0-js repeats the code as the description when the provider sent none: that is no description.
  if (description !== undefined && description === code) return { scope: "generic", message: words.errorCode(code) };
  if (description) {
    if (description.startsWith("Wrong")) return { scope: "login", message: description };
    if (description.startsWith("Password") || description.startsWith("error in email")) return { scope: "signup", message: description };
    return { scope: "generic", message: description };
  }
  if (code) return { scope: "generic", message: words.errorCode(code) };
  return { scope: "generic", message: words.unknown };
}
