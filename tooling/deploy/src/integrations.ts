// Which of the vendors a brand's console loads, told from its provider package: the build cannot ask the API (the UI
// configuration is served at run time), so the provider's platform settings stand for it, and the operator adds
// what only the deployment knows (the Auth0 tenant, a DSN, an API elsewhere) through CONSOLE_INTEGRATIONS.
import { CSP_VENDORS, takesParam, type CspVendorId } from "./cspVendors";

/** What of a UI configuration says which vendors load. */
export interface IntegrationSettings {
  chatEnabled?: boolean;
  chatConfig?: { type: string } | null;
  paymentProcessors?: readonly { keyword: string; public_key?: string | null }[];
}

/** The vendor that takes a card processor's payments in the page, by its keyword and key; none for page navigations. */
function processorVendor(processor: { keyword: string; public_key?: string | null }): CspVendorId | undefined {
  const { keyword } = processor;
  if (keyword.startsWith("paypal")) return "paypal";
  if (keyword.startsWith("stripe")) return "stripe";
  if (keyword.startsWith("omise")) return "omise";
  // Adyen in the page needs a client key; without one it is a link processor, a page the customer is sent to.
  if (keyword === "adyen" && processor.public_key) return processor.public_key.startsWith("live_") ? "adyen-live" : "adyen-test";
  return undefined;
}

/** A chat type the vendor list knows, as a vendor id. */
function chatVendor(type: string): CspVendorId | undefined {
  return Object.hasOwn(CSP_VENDORS, type) ? (type as CspVendorId) : undefined;
}

/** The ingest host of a Sentry DSN (`https://key@o1.ingest.sentry.io/2` → `o1.ingest.sentry.io`). */
export function sentryHost(dsn: string): string {
  return new URL(dsn).host;
}

/**
 * A brand's integrations as the start script reads them: vendor ids, `vendor:param` for those that take one, in
 * a stable order without repeats.
 */
export function integrationsOf(config: IntegrationSettings, reporting: { sentryDsn?: string } = {}): string[] {
  const found = new Set<string>();
  if (config.chatEnabled && config.chatConfig) {
    const chat = chatVendor(config.chatConfig.type);
    if (chat && !takesParam(CSP_VENDORS[chat])) found.add(chat);
  }
  for (const processor of config.paymentProcessors ?? []) {
    const vendor = processorVendor(processor);
    if (vendor) found.add(vendor);
  }
  if (reporting.sentryDsn) found.add(`sentry:${sentryHost(reporting.sentryDsn)}`);
  return [...found].sort();
}
