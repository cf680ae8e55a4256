import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UiConfig } from "@cloudconsole/sdk";
import { getSession, storeApiKey, storeImpersonation } from "../../session/sessionStore";
import { logOut } from "./logOut";

const site = { siteName: "x", siteTheme: "warren", siteCountry: "EE", siteLocale: "en-GB", siteLanguage: "en", siteCurrency: "EUR" } as const;
const auth0Site: UiConfig = { ...site, authProvider: "auth0", auth0Domain: "login.test-idp.example", auth0ClientId: "console-client" };

// auth0-js leaves by assigning window.location: the assignments are caught instead of navigating.
const original = window.location;
let redirects: string[] = [];

beforeEach(() => {
  redirects = [];
  Object.defineProperty(window, "location", { configurable: true, get: () => original, set: (url: string) => void redirects.push(url) });
  storeApiKey("my-key");
  storeImpersonation({ token: "acting-as-someone", access_owner: "owner@example.com" });
});

afterEach(() => {
  Object.defineProperty(window, "location", { configurable: true, value: original });
});

describe("log out", () => {
  it("on a site that signs in through Auth0 forgets the session and ends the provider's session, back to the console's login", async () => {
    const navigate = vi.fn();
    await logOut(auth0Site, navigate);
    expect(getSession()).toMatchObject({ apikey: undefined, impersonation: undefined });
    expect(navigate).not.toHaveBeenCalled();
    expect(redirects).toHaveLength(1);
    const url = new URL(redirects[0] ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://login.test-idp.example/v2/logout");
    expect(Object.fromEntries(url.searchParams)).toEqual(expect.objectContaining({ client_id: "console-client", returnTo: `${original.origin}/app/` }));
  });

  it("on a site without an identity provider forgets the session and reloads the console's home", async () => {
    const navigate = vi.fn();
    await logOut({ ...site, authProvider: "fake" }, navigate);
    expect(getSession()).toMatchObject({ apikey: undefined, impersonation: undefined });
    expect(navigate).toHaveBeenCalledWith("/app/");
    expect(redirects).toEqual([]);
  });
});
