// The language the console first shows a provider's customers, for the tests and the size check alike.
import { mockUiConfig } from "@cloudconsole/mock-api";
import { resolveLanguage } from "../../console/src/i18n/resolveLanguage";
import type { E2eProvider } from "./environment";

/**
 * By the console's own rule: the site's language (as the mock serves it for the provider) where the console speaks it,
 * else the browser's (`locale`, Playwright's default when unset), else English.
 */
export function firstLanguage(provider: Pick<E2eProvider, "mockConfig" | "platform">, locale = "en-US"): string {
  return resolveLanguage({ site: mockUiConfig(provider.mockConfig, provider.platform).siteLanguage, browser: [locale] });
}
