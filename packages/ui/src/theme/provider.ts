/**
 * What one provider brings to the console: its theme classes, images and the few wordings that differ.
 * A provider package under `themes/` exports one of these; the console knows nothing else about providers.
 */
export interface ProviderDefinition {
  /** Slug, also the name of the app folder (`warren`, `metal`). */
  id: string;
  /** Brand name shown in titles before the configuration has loaded. */
  name: string;
  /** vanilla-extract theme classes made with `createTheme(vars, makeTheme(brand).light|dark)`. */
  themeClass: { light: string; dark: string };
  /** URL of the logo shown in the header, the login panel and the loading screen. */
  logoUrl: string;
  /** Milliseconds before the loading screen shows the logo (spec: 500 by default, 2000 in one theme). */
  loadingDelayMs?: number;
  /** Which configuration the embedded mock API serves for this provider. */
  mockConfig: "default" | "metal";
  /** Wording that differs by provider. */
  labels?: {
    /** Invoices may be called orders. */
    invoice?: string;
    /** Tax label: GST in one theme, VAT otherwise. */
    tax?: string;
    /** Label of the billing account's integration_id. */
    integrationId?: string;
  };
  /** Optional welcome text shown on the login screen. */
  welcomeText?: string;
  /** Optional banner on the home screen linking to /compute/create. */
  createBanner?: string;
  /** Error-reporting parameters: who counts as internal staff and which hosts report as staging. Unset until the provider names them. */
  reporting?: {
    /** The company's internal e-mail domains (two in the spec): their users' emails may go into error context. */
    internalEmailDomains?: readonly string[];
    /** The provider's test domain: a host on it whose name starts with 'test' reports as staging. */
    testDomain?: string;
  };
}
