import { generateKeyPairSync, sign } from "node:crypto";
import { http, HttpResponse } from "msw";
import { loginWithGoogle } from "../features/auth";

/** The identity provider the tests log in with: its domain and the console's client id there. */
export const TEST_IDP = { domain: "login.test-idp.example", clientId: "console-client" } as const;

const KEY_ID = "test-key";

/**
 * A stand-in for the identity provider's side of a login: its signing key (published at /.well-known/jwks.json by
 * `jwksHandler`) and ID tokens signed with it, as the provider puts them in the callback's fragment.
 */
export function fakeIdentityProvider(settings: { domain: string; clientId: string } = TEST_IDP) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwks = { keys: [{ ...publicKey.export({ format: "jwk" }), kid: KEY_ID, alg: "RS256", use: "sig" }] };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  return {
    /** Answers the provider's key set, where auth0-js looks for it to check a token's signature. */
    jwksHandler: http.get(`https://${settings.domain}/.well-known/jwks.json`, () => HttpResponse.json(jwks, { headers: { "Access-Control-Allow-Origin": "*" } })),
    /** An ID token for `email`, carrying the login's `nonce`, valid for an hour. */
    idToken({ nonce, email }: { nonce: string; email: string }): string {
      const now = Math.floor(Date.now() / 1000);
      const payload = { iss: `https://${settings.domain}/`, aud: settings.clientId, sub: `auth0|${email}`, email, nonce, iat: now, exp: now + 3600 };
      const signed = `${encode({ alg: "RS256", typ: "JWT", kid: KEY_ID })}.${encode(payload)}`;
      return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), privateKey).toString("base64url")}`;
    },
  };
}

/**
 * Starts a 'Log in with Google' in this browser as the login screen does, catching the redirect to the provider:
 * auth0-js stores the login's transaction (its state and nonce), and the test gets the `state` and `nonce` it sent.
 */
export async function startLogin(returnPath: string, settings: { domain: string; clientId: string } = TEST_IDP): Promise<{ state: string; nonce: string }> {
  const original = window.location;
  let redirect: string | undefined;
  Object.defineProperty(window, "location", {
    configurable: true,
    get: () => original,
    set: (url: string) => {
      redirect = url;
    },
  });
  try {
    await loginWithGoogle(settings, returnPath);
  } finally {
    Object.defineProperty(window, "location", { configurable: true, value: original });
  }
  const query = new URL(redirect ?? "about:blank").searchParams;
  return { state: query.get("state") ?? "", nonce: query.get("nonce") ?? "" };
}

/** The fragment the provider sends back to the callback after a login. */
export function callbackFragment(fields: { accessToken?: string; idToken: string; state: string }): string {
  const params = new URLSearchParams({ access_token: fields.accessToken ?? "at", id_token: fields.idToken, token_type: "Bearer", expires_in: "7200", scope: "openid profile email", state: fields.state });
  return `#${params.toString()}`;
}
