import type { UiConfig } from "@cloudconsole/sdk";

/** The embedded mock API's base configurations: a provider's own platform settings go over one of them. */
export type MockPlatformBase = "default" | "metal";

/**
 * What a provider's platform serves as its UI configuration, over the mock's base configuration. A real backend
 * serves the whole configuration itself; the embedded mock API serves the base with these on top.
 */
export type PlatformSettings = Partial<Omit<UiConfig, "authProvider">>;

/**
 * One provider without its styles, images and platform settings, so Node tools (the e2e server, the mock API's command line, the build
 * check) can read it: `themes/<id>/src/settings.ts` exports one.
 */
export interface ProviderSettings {
  /** Slug, also the name of the theme and app folders (`warren`, `metal`). */
  id: string;
  /** Brand name shown in titles before the configuration has loaded. */
  name: string;
  /** Milliseconds before the loading screen shows the logo: 500 by default, 2000 for one provider. */
  loadingDelayMs?: number;
  /** The mock API's base configuration for this provider; its own platform settings go over it. */
  mockConfig: MockPlatformBase;
  /** Wording that differs by provider. */
  labels?: {
    /** Invoices may be called orders. */
    invoice?: string;
    /** Tax label: GST for one provider, VAT otherwise. */
    tax?: string;
    /** Label of the billing account's integration_id. */
    integrationId?: string;
  };
  /**
   * The IANA time zone the provider's platform writes times without a zone in ('Asia/Jakarta'); UTC when unset.
   * Times are then shown in the customer's own zone.
   */
  serverTimeZone?: string;
  /** Optional welcome text shown on the login screen. */
  welcomeText?: string;
  /** Optional banner on the home screen linking to /compute/create. */
  createBanner?: string;
  /** Error-reporting parameters: where reports go, who counts as internal staff and which hosts report as staging. */
  reporting?: {
    /** The company's internal e-mail domains: their users' emails may go into error context. */
    internalEmailDomains?: readonly string[];
    /** The provider's test domain: a host on it whose name starts with 'test' reports as staging. */
    testDomain?: string;
    /** The provider's Sentry project (its DSN): reports go there; without it, to the browser console only. */
    sentryDsn?: string;
  };
}

/**
 * What one provider brings to the console: its settings, theme classes and logo. A provider package under
 * `themes/` exports one of these; the console knows nothing else about providers.
 */
export interface ProviderDefinition extends ProviderSettings {
  /** vanilla-extract theme classes made with `createTheme(vars, makeTheme(brand).light|dark)`. */
  themeClass: { light: string; dark: string };
  /** URL of the logo shown in the header, the login panel and the loading screen. */
  logoUrl: string;
  /**
   * The provider's platform settings (`themes/<id>/src/platform.ts`), for the embedded mock API: loaded only when
   * the console runs on it, so they cost a real backend's visitors nothing.
   */
  loadPlatform?: () => Promise<PlatformSettings>;
}
