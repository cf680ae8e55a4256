import { apiBaseUrl } from "@cloudconsole/sdk";

declare const __CONSOLE_API_ORIGIN__: string | undefined;
declare const __CONSOLE_API_PREFIX__: string | undefined;
declare const __CONSOLE_MOCK_API_DEFAULT__: boolean | undefined;

/** Build-time settings; each has a default so Storybook and tests need no build step. */
export const buildSettings = {
  apiOrigin: typeof __CONSOLE_API_ORIGIN__ === "string" ? __CONSOLE_API_ORIGIN__ : "",
  apiPrefix: typeof __CONSOLE_API_PREFIX__ === "string" ? __CONSOLE_API_PREFIX__ : "",
  mockApiByDefault: typeof __CONSOLE_MOCK_API_DEFAULT__ === "boolean" ? __CONSOLE_MOCK_API_DEFAULT__ : false,
};

/** Where the API lives: `{origin}{prefix}/v1`, the origin defaulting to the page's own. */
export function resolveApiBaseUrl(pageOrigin: string = globalThis.location?.origin ?? ""): string {
  return apiBaseUrl({ origin: buildSettings.apiOrigin || pageOrigin, prefix: buildSettings.apiPrefix });
}

/** The base path every route lives under. */
export const APP_BASE_PATH = "/app";
