import { apiBaseUrl, type BodyEncodingOption } from "@cloudconsole/sdk";
import type { MockApiSetting, RuntimeConfigSettings, WireEncoding } from "./runtimeConfigFields";

declare const __CONSOLE_MOCK_API__: MockApiSetting | undefined;

/** The runtime configuration with every setting the console needs filled in; the reporting ones stay the theme's when absent. */
export interface RuntimeConfig extends RuntimeConfigSettings {
  apiOrigin: string;
  apiPrefix: string;
  wireEncoding: WireEncoding;
  mockApi: MockApiSetting;
}

/**
 * The build's defaults, for a deployment without a configuration file. The mock API is on in the dev server, off in
 * a built bundle (a production deployment turns it on only in its file), and offered where nothing is built (tests,
 * Storybook), so their login screen has the switch.
 */
export const BUILT_IN_CONFIG: Readonly<RuntimeConfig> = {
  apiOrigin: "",
  apiPrefix: "",
  wireEncoding: "spec",
  mockApi: typeof __CONSOLE_MOCK_API__ === "string" ? __CONSOLE_MOCK_API__ : "offered",
};

let current: Readonly<RuntimeConfig> = BUILT_IN_CONFIG;

/** The configuration the console runs with: the deployment's file over the build's defaults, once loaded. */
export function getRuntimeConfig(): Readonly<RuntimeConfig> {
  return current;
}

/** Applies a configuration file's settings over the build's defaults (at start; tests reset with `{}`). */
export function applyRuntimeConfig(file: RuntimeConfigSettings): Readonly<RuntimeConfig> {
  const defined = Object.fromEntries(Object.entries(file).filter((entry) => entry[1] !== undefined));
  current = { ...BUILT_IN_CONFIG, ...defined };
  return current;
}

/** Where the API lives: `{origin}{prefix}/v1`, the origin defaulting to the page's own. */
export function resolveApiBaseUrl(pageOrigin: string = globalThis.location?.origin ?? ""): string {
  return apiBaseUrl({ origin: current.apiOrigin || pageOrigin, prefix: current.apiPrefix });
}

/** The SDK's body encoding for the configured wire profile. */
export function bodyEncodingOf(wireEncoding: WireEncoding): BodyEncodingOption {
  return wireEncoding === "published" ? "published" : "contract";
}

/** The base path every route lives under. */
export const APP_BASE_PATH = "/app";
