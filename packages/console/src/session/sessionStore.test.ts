import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, getActiveApiKey, getSession, isAuthenticated, isMockApiEnabled, logout, SESSION_KEYS, setMockApiEnabled, storeApiKey } from "./sessionStore";

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

  it("clears apikey, impersonation, firstAccount and the payment session on logout, then goes to /", () => {
    storeApiKey("k");
    localStorage.setItem(SESSION_KEYS.firstAccount, "true");
    localStorage.setItem(SESSION_KEYS.referralCode, "REF");
    sessionStorage.setItem(SESSION_KEYS.paymentSessionId, "ps_1");
    const navigate = vi.fn();
    logout(navigate);
    expect(navigate).toHaveBeenCalledWith("/");
    expect(getSession()).toMatchObject({ apikey: undefined, impersonation: undefined, firstAccount: false, referralCode: "REF" });
    expect(sessionStorage.getItem(SESSION_KEYS.paymentSessionId)).toBeNull();
  });

  it("follows the build default for the mock API until the visitor chooses, and reloads on change", () => {
    expect(isMockApiEnabled(true)).toBe(true);
    expect(isMockApiEnabled(false)).toBe(false);
    const reload = vi.fn();
    setMockApiEnabled(false, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(isMockApiEnabled(true)).toBe(false);
  });
});
