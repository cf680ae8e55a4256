import { safeReturnPath } from "../../shared/navigation";

/**
 * Each login attempt's `state`: 32 random bytes, so no one can guess or replay it, and no two attempts share one.
 * The path to come back to is saved in this tab's session storage under that state instead of travelling in it: two
 * tabs logging in at once each find their own path (and auth0-js its own nonce, which it keys by state too).
 */
const STATE_BYTES = 32;

/** The session storage key prefix of a login attempt's saved return path. */
export const LOGIN_ATTEMPT_KEY_PREFIX = "loginAttempt:";

const keyOf = (state: string) => `${LOGIN_ATTEMPT_KEY_PREFIX}${state}`;

/** A fresh random state, base64url (43 characters). */
function randomState(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Starts a login attempt that returns to `returnPath`: saves the path under a new random state, and returns the state. */
export function startLoginAttempt(returnPath: string): string {
  const state = randomState();
  globalThis.sessionStorage.setItem(keyOf(state), returnPath);
  return state;
}

/**
 * The path the login attempt with this `state` returns to; undefined when this tab started no attempt with it (no
 * state, someone else's, or one already finished). A saved path that is not one of this app's is '/'.
 */
export function loginAttemptReturnPath(state: string | undefined): string | undefined {
  if (!state) return undefined;
  const saved = globalThis.sessionStorage.getItem(keyOf(state));
  return saved === null ? undefined : safeReturnPath(saved);
}

/** Forgets a login attempt: its callback is used once, and a login that failed before leaving the page has none. */
export function forgetLoginAttempt(state: string | undefined) {
  if (state) globalThis.sessionStorage.removeItem(keyOf(state));
}
