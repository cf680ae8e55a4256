import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient, UiConfig } from "@cloudconsole/sdk";
import { configQueries as sdkConfigQueries } from "@cloudconsole/sdk/query";
import { CONFIG_CACHE_TIME_MS } from "./constants";

/**
 * Site configuration and catalogues: the SDK's generated options (keys from `configKeys`), kept for a day
 * (the configuration changes rarely, so it is cached for a day), for every feature that reads them.
 */
export const configQueries = {
  ui: (client: ApiClient) => queryOptions({ ...sdkConfigQueries.uiConfig(client), staleTime: CONFIG_CACHE_TIME_MS, gcTime: CONFIG_CACHE_TIME_MS }),
  locations: (client: ApiClient) => queryOptions({ ...sdkConfigQueries.locations(client), staleTime: CONFIG_CACHE_TIME_MS, gcTime: CONFIG_CACHE_TIME_MS }),
  vmImages: (client: ApiClient) => queryOptions({ ...sdkConfigQueries.vmImages(client), staleTime: CONFIG_CACHE_TIME_MS }),
  vmParameters: (client: ApiClient) => queryOptions({ ...sdkConfigQueries.vmParameters(client), staleTime: CONFIG_CACHE_TIME_MS }),
};

/** Thrown when code outside React reads the configuration before the console has fetched it. */
export const CONFIG_NOT_LOADED_MESSAGE = "Configuration not loaded yet, it must be manually fetched before the first use";

/** The cached site configuration for code outside components; throws if it has not been fetched yet. */
export function getLoadedUiConfig(queryClient: QueryClient, client: ApiClient): UiConfig {
  const config = queryClient.getQueryData(configQueries.ui(client).queryKey);
  if (!config) throw new Error(CONFIG_NOT_LOADED_MESSAGE);
  return config;
}
