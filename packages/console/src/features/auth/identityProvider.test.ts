import { describe, expect, it, vi } from "vitest";
import { describeAuthError, identityProviderSettings, LOGIN_DID_NOT_REDIRECT_MESSAGE, loginWithPassword } from "./identityProvider";
import type { UiConfig } from "@cloudconsole/sdk";

describe("describeAuthError", () => {
  it.each([
    [{ code: "invalid_signup", description: "invalid_domain" }, "signup", "Email domain is prohibited"],
    [{ code: "invalid_domain" }, "signup", "Email domain is prohibited"],
    [{ code: "invalid_domain", description: "invalid_domain" }, "signup", "Email domain is prohibited"],
    [{ code: "access_denied", description: "Wrong email or password." }, "login", "Wrong email or password."],
    [{ code: "invalid_password", description: "PasswordStrengthError: Password is too weak" }, "signup", "PasswordStrengthError: Password is too weak"],
    [{ code: "invalid_password", description: "Password is too weak" }, "signup", "Password is too weak"],
    [{ code: "invalid_signup", description: "error in email - email format validation failed: x" }, "signup", "error in email - email format validation failed: x"],
    [{ code: "too_many_attempts", description: "Too many requests" }, "generic", "Too many requests"],
    [{ error: "server_error" }, "generic", "Error code: server_error"],
    [{}, "generic", "Unknown Auth0 error"],
    [new Error("Login did not redirect"), "login", "Login did not redirect"],
    [undefined, "generic", "Unknown Auth0 error"],
  ])("%j is a %s error saying %j", (error, scope, message) => {
    expect(describeAuthError(error)).toEqual({ scope, message });
  });

  it("says its own words in the words it is given, and the provider's as the provider sent them", () => {
    const words = { domainProhibited: "Domain email ini tidak diizinkan", didNotRedirect: "Login tidak mengalihkan halaman", errorCode: (code: string) => `Kode kesalahan: ${code}`, unknown: "Kesalahan Auth0 yang tidak diketahui" };
    expect(describeAuthError({ code: "invalid_domain" }, words)).toEqual({ scope: "signup", message: words.domainProhibited });
    expect(describeAuthError(new Error(LOGIN_DID_NOT_REDIRECT_MESSAGE), words)).toEqual({ scope: "login", message: words.didNotRedirect });
    expect(describeAuthError({ error: "server_error" }, words)).toEqual({ scope: "generic", message: "Kode kesalahan: server_error" });
    expect(describeAuthError(undefined, words)).toEqual({ scope: "generic", message: words.unknown });
    expect(describeAuthError({ code: "access_denied", description: "Wrong email or password." }, words)).toEqual({ scope: "login", message: "Wrong email or password." });
  });
});

// auth0-js's typings allow its login callback to fire without an error; the real library never does so in the
// redirect flow (identityProvider.auth0.test.ts covers the real failure to redirect), so this case uses a stand-in.
vi.mock("auth0-js", () => ({
  default: {
    WebAuth: class {
      login(_options: unknown, callback: (error: null) => void) {
        callback(null);
      }
    },
  },
}));

describe("loginWithPassword", () => {
  it("rejects with 'Login did not redirect' when auth0-js calls back without an error", async () => {
    await expect(loginWithPassword({ domain: "login.example.com", clientId: "abc" }, { username: "ann@example.com", password: "p" }, "/")).rejects.toThrow(
      new Error(LOGIN_DID_NOT_REDIRECT_MESSAGE),
    );
  });
});

describe("identityProviderSettings", () => {
  const base = { siteName: "x", siteTheme: "warren", siteCountry: "EE", siteLocale: "en-GB", siteLanguage: "en", siteCurrency: "EUR" } as const;
  it("reads domain and client id from an auth0 configuration", () => {
    const config: UiConfig = { ...base, authProvider: "auth0", auth0Domain: "login.example.com", auth0ClientId: "abc" };
    expect(identityProviderSettings(config)).toEqual({ domain: "login.example.com", clientId: "abc" });
  });
  it("has none when the provider is fake or incomplete", () => {
    expect(identityProviderSettings({ ...base, authProvider: "fake", auth0Domain: "d", auth0ClientId: "c" })).toBeUndefined();
    expect(identityProviderSettings({ ...base, authProvider: "auth0", auth0Domain: "d" })).toBeUndefined();
  });
});
