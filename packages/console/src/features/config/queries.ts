import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";
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
