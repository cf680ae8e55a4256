import type { UiConfig } from "@cloudconsole/sdk";
import { logout } from "../../session/sessionStore";
import { identityProviderSettings } from "./settings";

/**
 * Log out: the console forgets the session (the API key with it). Where the site signs in through Auth0 the provider's
 * session ends too (federated logout), and the provider sends the browser back to the console's login; otherwise, or
 * when the provider's library cannot be loaded, a full reload at the console's home. The sign-in code is loaded only
 * then: the signed-in console does not carry it.
 */
export async function logOut(config: UiConfig, navigateTo?: (url: string) => void): Promise<void> {
  const settings = identityProviderSettings(config);
  const endProviderSession = settings
    ? await import("./identityProvider").then(({ providerLogout }) => providerLogout(settings)).catch(() => undefined)
    : undefined;
  logout(endProviderSession ? (home) => endProviderSession(new URL(home, globalThis.location.origin).href) : navigateTo);
}
