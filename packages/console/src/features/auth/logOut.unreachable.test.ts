import { describe, expect, it, vi } from "vitest";
import { getSession, storeApiKey } from "../../session/sessionStore";
import { logOut } from "./logOut";

// The provider's library cannot be fetched (offline, or a deployment that replaced the chunk).
vi.mock("auth0-js", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("log out without the identity provider's library", () => {
  it("still forgets the session and reloads the console's home", async () => {
    storeApiKey("my-key");
    const navigate = vi.fn();
    await logOut({ siteName: "x", siteTheme: "warren", siteCountry: "EE", siteLocale: "en-GB", siteLanguage: "en", siteCurrency: "EUR", authProvider: "auth0", auth0Domain: "login.test-idp.example", auth0ClientId: "console-client" }, navigate);
    expect(getSession().apikey).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/app/");
  });
});
