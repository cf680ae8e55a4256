import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, endSession, getActiveApiKey, getSession, isAuthenticated, isMockApiEnabled, logout, SESSION_KEYS, setMockApiEnabled, storeApiKey, storeImpersonation } from "./sessionStore";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

describe("session", () => {
  it("is not authenticated without an apikey or an impersonation token", () => {
    expect(isAuthenticated()).toBe(false);
    storeApiKey("key-1");
    expect(isAuthenticated()).toBe(true);
    expect(getActiveApiKey()).toBe("key-1");
  });

  it("lets an impersonation token take precedence over the stored apikey", () => {
    storeApiKey("own-key");
    localStorage.setItem(SESSION_KEYS.impersonation, JSON.stringify({ token: "acting-token", access_owner: "owner@example.com" }));
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_KEYS.impersonation }));
    expect(getActiveApiKey()).toBe("acting-token");
  });

  it("clears apikey, impersonation, firstAccount and the payment session on logout, then goes to the console's home /app/", () => {
    storeApiKey("k");
    localStorage.setItem(SESSION_KEYS.firstAccount, "true");
    localStorage.setItem(SESSION_KEYS.referralCode, "REF");
    sessionStorage.setItem(SESSION_KEYS.paymentSessionId, "ps_1");
    sessionStorage.setItem(SESSION_KEYS.uncertainCharges, "{}");
    const navigate = vi.fn();
    logout(navigate);
    expect(navigate).toHaveBeenCalledWith("/app/");
    expect(getSession()).toMatchObject({ apikey: undefined, impersonation: undefined, firstAccount: false, referralCode: "REF" });
    expect(sessionStorage.getItem(SESSION_KEYS.paymentSessionId)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.uncertainCharges)).toBeNull();
  });

  it("follows the deployment's default for the mock API until the visitor chooses, and reloads on change", () => {
    expect(isMockApiEnabled("default")).toBe(true);
    expect(isMockApiEnabled("offered")).toBe(false);
    const reload = vi.fn();
    setMockApiEnabled(false, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(isMockApiEnabled("default")).toBe(false);
    setMockApiEnabled(true, reload);
    expect(isMockApiEnabled("offered")).toBe(true);
  });

  it("keeps the mock API off where the deployment does not offer it, whatever this browser chose before", () => {
    setMockApiEnabled(true, vi.fn());
    expect(isMockApiEnabled("off")).toBe(false);
  });
});

describe("a session the API refuses", () => {
  it("ends once: the key and what the session holds are cleared, and later refusals change nothing", () => {
    storeApiKey("refused-key");
    localStorage.setItem(SESSION_KEYS.firstAccount, "true");
    sessionStorage.setItem(SESSION_KEYS.paymentSessionId, "ps_1");
    endSession();
    const ended = getSession();
    expect(ended).toMatchObject({ apikey: undefined, firstAccount: false, ended: { reason: "session" } });
    expect(sessionStorage.getItem(SESSION_KEYS.paymentSessionId)).toBeNull();
    endSession();
    expect(getSession()).toBe(ended);
  });

  it("ends only the impersonation when the visitor's own key is there to return to", () => {
    storeApiKey("own-key");
    storeImpersonation({ token: "refused-token", access_owner: "owner@example.com" });
    endSession();
    endSession();
    expect(getSession()).toMatchObject({ apikey: "own-key", impersonation: undefined, ended: { reason: "impersonation", accessOwner: "owner@example.com" } });
    expect(getActiveApiKey()).toBe("own-key");
  });

  it("clears everything when an impersonation token was all the session had", () => {
    storeImpersonation({ token: "refused-token" });
    endSession();
    expect(isAuthenticated()).toBe(false);
    expect(getSession().ended).toEqual({ reason: "impersonation", accessOwner: undefined });
  });

  it("does nothing without a session, and a new login forgets that the last one ended", () => {
    endSession();
    expect(getSession().ended).toBeUndefined();
    storeApiKey("k");
    endSession();
    storeApiKey("new-key");
    expect(getSession()).toMatchObject({ apikey: "new-key", ended: undefined });
  });
});
