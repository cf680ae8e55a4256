// The providers under themes/ as the deploy package sees them: the integrations each one's UI configuration turns
// on, from its settings and platform settings over the mock API's base configuration (what its platform serves).
import { existsSync, readdirSync } from "node:fs";
import { mockUiConfig, type PlatformOverrides } from "@cloudconsole/mock-api";
import { integrationsOf } from "./integrations";

const THEMES = new URL("../../../themes/", import.meta.url);

export interface ProviderModules {
  settings: { id: string; mockConfig: "default" | "metal"; reporting?: { sentryDsn?: string } };
  platform: PlatformOverrides;
}

async function loadProvider(id: string): Promise<ProviderModules> {
  const { settings } = (await import(new URL(`${id}/src/settings.ts`, THEMES).href)) as Pick<ProviderModules, "settings">;
  const platformFile = new URL(`${id}/src/platform.ts`, THEMES);
  const { platform } = existsSync(platformFile) ? ((await import(platformFile.href)) as Pick<ProviderModules, "platform">) : { platform: {} };
  return { settings, platform };
}

/** Every provider's settings and platform settings, in the order of their ids. */
export async function loadProviders(): Promise<ProviderModules[]> {
  const ids = readdirSync(THEMES)
    .filter((id) => existsSync(new URL(`${id}/src/settings.ts`, THEMES)))
    .sort();
  return Promise.all(ids.map(loadProvider));
}

/** Each provider's id and its integrations, in the order of the ids. */
export async function providerIntegrations(): Promise<[id: string, integrations: string[]][]> {
  return (await loadProviders()).map(({ settings, platform }) => [settings.id, integrationsOf(mockUiConfig(settings.mockConfig, platform), settings.reporting)]);
}
