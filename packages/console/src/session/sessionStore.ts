import { useSyncExternalStore } from "react";
import { APP_BASE_PATH } from "../config/runtime";
import type { MockApiSetting } from "../config/runtimeConfigFields";

/** The console's home as the server serves it (with the trailing slash): where logging out lands, with a full reload. */
export const APP_HOME_URL = `${APP_BASE_PATH}/`;

/** Where each piece of client state lives in the browser's storage. */
export const SESSION_KEYS = {
  apikey: "apikey",
  impersonation: "impersonation",
  referralCode: "referralCode",
  firstAccount: "firstAccount",
  enableMockApi: "enableMockApi",
  /** Session storage: the payment provider's session id. */
  paymentSessionId: "paymentSessionId",
  /** Session storage: card top-ups of the payment session whose answer was lost, checked before a retry charges again. */
  uncertainCharges: "uncertainCharges",
} as const;

/** An active impersonation: the token to act with and where to return afterwards. */
export interface ImpersonationState {
  token: string;
  access_owner?: string;
  returnPath?: { path: string; query?: string; hash?: string };
}

/**
 * Why the API stopped accepting this tab's session: its key ("session"), or the impersonation token while the
 * visitor's own key is kept ("impersonation", naming whom they acted as).
 */
export type SessionEnd = { reason: "session" } | { reason: "impersonation"; accessOwner?: string };

export interface SessionSnapshot {
  apikey: string | undefined;
  impersonation: ImpersonationState | undefined;
  referralCode: string | undefined;
  firstAccount: boolean;
  /** Set when the API refused the session's key; lives in this tab's memory until the next login or page load. */
  ended: SessionEnd | undefined;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | undefined;
let ended: SessionEnd | undefined;

function storage(): Storage | undefined {
  return globalThis.localStorage;
}

function readJson<T>(key: string): T | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

function read(): SessionSnapshot {
  const store = storage();
  return {
    apikey: store?.getItem(SESSION_KEYS.apikey) ?? undefined,
    impersonation: readJson<ImpersonationState>(SESSION_KEYS.impersonation),
    referralCode: store?.getItem(SESSION_KEYS.referralCode) ?? undefined,
    firstAccount: store?.getItem(SESSION_KEYS.firstAccount) === "true",
    ended,
  };
}

function changed() {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The current session, read once and cached until it changes. */
export function getSession(): SessionSnapshot {
  snapshot ??= read();
  return snapshot;
}

/** The key calls are made with: an impersonation token takes precedence over the stored apikey. */
export function getActiveApiKey(): string | undefined {
  const session = getSession();
  return session.impersonation?.token ?? session.apikey;
}

/** A session is authenticated when it holds an apikey or an impersonation token. */
export function isAuthenticated(session: SessionSnapshot = getSession()): boolean {
  return Boolean(session.apikey || session.impersonation?.token);
}

/** Logging in: stores the key and starts a new session, so the notice of an ended one goes away. */
export function storeApiKey(apikey: string) {
  storage()?.setItem(SESSION_KEYS.apikey, apikey);
  ended = undefined;
  changed();
}

/** Saves an active impersonation; its token now takes precedence over the stored apikey. */
export function storeImpersonation(impersonation: ImpersonationState) {
  storage()?.setItem(SESSION_KEYS.impersonation, JSON.stringify(impersonation));
  changed();
}

/** Ends an impersonation: calls go out with the stored apikey again. */
export function clearImpersonation() {
  storage()?.removeItem(SESSION_KEYS.impersonation);
  changed();
}

/** Stores a referral code for the sign-up that follows. */
export function storeReferralCode(code: string) {
  storage()?.setItem(SESSION_KEYS.referralCode, code);
  changed();
}

/** Marks that the first billing account is still to be made (set after sign-up). */
export function setFirstAccount(value: boolean) {
  if (value) storage()?.setItem(SESSION_KEYS.firstAccount, "true");
  else storage()?.removeItem(SESSION_KEYS.firstAccount);
  changed();
}

function removeSessionState() {
  const store = storage();
  store?.removeItem(SESSION_KEYS.firstAccount);
  store?.removeItem(SESSION_KEYS.impersonation);
  store?.removeItem(SESSION_KEYS.apikey);
  globalThis.sessionStorage?.removeItem(SESSION_KEYS.paymentSessionId);
  globalThis.sessionStorage?.removeItem(SESSION_KEYS.uncertainCharges);
}

/** Clears everything a session holds: firstAccount, the payment session (its id, its uncertain charges), impersonation and apikey. */
export function clearSession() {
  removeSessionState();
  ended = undefined;
  changed();
}

/**
 * The API refused the session's key (HTTP 401). A refused impersonation token ends the impersonation only, when the
 * visitor's own key is there to return to; otherwise the whole session is cleared. The first refusal acts: the
 * others of the same burst, sent with the same key, find the session already ended and change nothing.
 */
export function endSession() {
  const session = getSession();
  if (session.ended || !isAuthenticated(session)) return;
  const { impersonation, apikey } = session;
  if (impersonation?.token) {
    ended = { reason: "impersonation", accessOwner: impersonation.access_owner };
    if (apikey) storage()?.removeItem(SESSION_KEYS.impersonation);
    else removeSessionState();
  } else {
    ended = { reason: "session" };
    removeSessionState();
  }
  changed();
}

/** Logout: clear the session, then a full reload at the console's home so no state of the old session survives. */
export function logout(navigateTo: (url: string) => void = (url) => globalThis.location.assign(url)) {
  clearSession();
  navigateTo(APP_HOME_URL);
}

/**
 * Whether the embedded mock API is on: never where the deployment does not offer it (whatever this browser saved
 * earlier), else the visitor's choice, else on only where the deployment makes it the default.
 */
export function isMockApiEnabled(setting: MockApiSetting): boolean {
  if (setting === "off") return false;
  const stored = storage()?.getItem(SESSION_KEYS.enableMockApi);
  if (stored === "true") return true;
  if (stored === "false") return false;
  return setting === "default";
}

/** Changing the mock API setting takes effect through a full reload. */
export function setMockApiEnabled(enabled: boolean, reload: () => void = () => globalThis.location.reload()) {
  storage()?.setItem(SESSION_KEYS.enableMockApi, String(enabled));
  reload();
}

// Another tab logging in or out changes this tab's session too.
globalThis.addEventListener?.("storage", (event: StorageEvent) => {
  if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) changed();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state: re-renders on login, logout and changes from other tabs. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
