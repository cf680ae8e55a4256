import type { ProviderDefinition } from "@cloudconsole/provider";

/**
 * The provider the console's own tests run as: named like the default provider, on the default mock configuration.
 * The console does not depend on any theme package, so a change to one theme rebuilds only that provider's app.
 */
export const testProvider: ProviderDefinition = {
  id: "warren",
  name: "Warren",
  mockConfig: "default",
  themeClass: { light: "test-provider-light", dark: "test-provider-dark" },
  logoUrl: "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2032%2032%22%2F%3E",
};
