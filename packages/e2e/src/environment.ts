import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PlatformOverrides } from "@cloudconsole/mock-api";
import { MOCK_CONFIG_NAMES, type MockConfigName } from "@cloudconsole/mock-api/constants";
import { discoverProviders } from "@cloudconsole/vite-config/providers";

/** Debian's Chromium; tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a sandboxed, offline machine (no background network, no GPU). Without a GPU, the compositor's process
 * drew every frame in software and cost a third of the browser's CPU: compositing in software inside the browser
 * process cut the CPU time of a sample of flows by a fifth, with the same pixels in the visual baselines.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-gpu-compositing",
  "--in-process-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** One built provider app under test. */
export interface E2eProvider {
  /** The provider's id: its folder under themes/ and apps/. */
  id: string;
  /** Where serve.ts serves its build (E2E_BASE_PORT + its index among the providers sorted by id). */
  port: number;
  /** The mock configuration its theme runs on, which decides the features the app shows. */
  mockConfig: MockConfigName;
  /** The provider's own platform settings over that configuration (currency, login texts, resource types, …). */
  platform: PlatformOverrides | undefined;
  /** The provider's own words from its settings (an invoice may be an "order", the tax "GST"); absent ones are the console's defaults. */
  labels: ProviderLabels;
  /** The built app. */
  distDir: string;
  /** Runs every flow (warren, metal and ridge), or only the smoke pass: login, the shell, one list. */
  fullSuite: boolean;
}

/**
 * The providers every flow runs on: one on each base configuration the flows are written against (default, metal),
 * and a second one on the metal configuration with settings of its own (currency, locale, no labels), so that what
 * the flows expect is shown to come from the configuration, not from one provider's values. The others differ only
 * in configuration, which the smoke pass and the unit tests of each option cover.
 */
const FULL_SUITE_PROVIDERS: ReadonlySet<string> = new Set(["warren", "metal", "ridge"]);

/** The workspace this package is in (a copy of the workspace finds its own providers). */
const workspaceRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The first port; E2E_BASE_PORT moves every port, for runs side by side. */
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4301);

function isMockConfigName(value: unknown): value is MockConfigName {
  return MOCK_CONFIG_NAMES.some((name) => name === value);
}

/** The wording a provider's settings may change: each absent word is the console's default. */
export interface ProviderLabels {
  /** The word for an invoice ("invoice" by default). */
  invoice?: string;
  /** The tax's name ("VAT" by default). */
  tax?: string;
  /** The label of a billing account's integration id. */
  integrationId?: string;
}

const LABEL_KEYS = ["invoice", "tax", "integrationId"] as const;

/** The labels of a theme's settings, keeping only the known words that are strings. */
function labelsOf(settings: object): ProviderLabels {
  const labels = "labels" in settings && typeof settings.labels === "object" && settings.labels !== null ? settings.labels : {};
  const words: ProviderLabels = {};
  for (const key of LABEL_KEYS) {
    const word: unknown = Reflect.get(labels, key);
    if (typeof word === "string") words[key] = word;
  }
  return words;
}

/** A theme's mock configuration, labels and platform settings, read from its plain modules (no styles, so Node can load them). */
async function platformOf(id: string, settingsEntry: string, platformEntry: string): Promise<{ mockConfig: MockConfigName; labels: ProviderLabels; platform: PlatformOverrides | undefined }> {
  const module: unknown = await import(pathToFileURL(settingsEntry).href);
  const settings = typeof module === "object" && module !== null && "settings" in module ? module.settings : undefined;
  const mockConfig = typeof settings === "object" && settings !== null && "mockConfig" in settings ? settings.mockConfig : undefined;
  if (typeof settings !== "object" || settings === null || !isMockConfigName(mockConfig)) throw new Error(`themes/${id}/src/settings.ts must export settings with a mockConfig of ${MOCK_CONFIG_NAMES.join(" or ")}.`);
  const labels = labelsOf(settings);
  if (!existsSync(platformEntry)) return { mockConfig, labels, platform: undefined };
  const platformModule = (await import(pathToFileURL(platformEntry).href)) as { platform?: PlatformOverrides };
  return { mockConfig, labels, platform: platformModule.platform };
}

/** Every provider under themes/ (see `pnpm new-provider`), each on its own port. */
export const PROVIDERS: readonly E2eProvider[] = await Promise.all(
  discoverProviders(workspaceRoot).map(async (provider, index) => ({
    id: provider.id,
    port: BASE_PORT + index,
    ...(await platformOf(provider.id, provider.settingsEntry, provider.platformEntry)),
    distDir: provider.distDir,
    fullSuite: FULL_SUITE_PROVIDERS.has(provider.id),
  })),
);

/**
 * The provider whose build runs the `@writes` flows (one per write operation) once more with the SDK's `published`
 * wire profile, as a deployment sets it in its runtime configuration: the first of the full suite on the default
 * configuration (the profile is the deployment's, not the theme's), served on the port after every provider's.
 */
export const PUBLISHED_WIRE: { provider: E2eProvider; port: number } | undefined = (() => {
  const provider = PROVIDERS.find((candidate) => candidate.fullSuite && candidate.mockConfig === "default");
  return provider && { provider, port: BASE_PORT + PROVIDERS.length };
})();
