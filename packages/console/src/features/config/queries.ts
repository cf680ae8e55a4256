import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient, UiConfig } from "@cloudconsole/sdk";
import { CONFIG_CACHE_TIME_MS } from "../../config/constants";

/** Query options for the site configuration; keys go from general to specific. */
export const configQueries = {
  all: () => ["config"] as const,
  ui: (client: ApiClient) =>
    queryOptions({
      queryKey: [...configQueries.all(), "ui"] as const,
      queryFn: () => client.GET("/config/ui/config"),
      staleTime: CONFIG_CACHE_TIME_MS,
      gcTime: CONFIG_CACHE_TIME_MS,
    }),
  locations: (client: ApiClient) =>
    queryOptions({
      queryKey: [...configQueries.all(), "locations"] as const,
      queryFn: () => client.GET("/config/locations"),
      staleTime: CONFIG_CACHE_TIME_MS,
      gcTime: CONFIG_CACHE_TIME_MS,
    }),
};

/** Thrown when code outside React reads the configuration before the console has fetched it. */
export const CONFIG_NOT_LOADED_MESSAGE = "Configuration not loaded yet, it must be manually fetched before the first use";

/** The cached site configuration for code outside components; throws if it has not been fetched yet. */
export function getLoadedUiConfig(queryClient: QueryClient, client: ApiClient): UiConfig {
  const config = queryClient.getQueryData(configQueries.ui(client).queryKey);
  if (!config) throw new Error(CONFIG_NOT_LOADED_MESSAGE);
  return config;
}
