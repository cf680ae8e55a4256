import type { UiConfig } from "@cloudconsole/sdk";

/** The identity provider's settings, from the UI configuration. */
export interface IdentityProviderSettings {
  domain: string;
  clientId: string;
}

/**
 * Whether the site signs in through Auth0, and where: its own module, because the login screen asks it on every
 * first load while the sign-in flows load only where the site has Auth0.
 */
export function identityProviderSettings(config: UiConfig): IdentityProviderSettings | undefined {
  if (config.authProvider !== "auth0" || !config.auth0Domain || !config.auth0ClientId) return undefined;
  return { domain: config.auth0Domain, clientId: config.auth0ClientId };
}
