import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";
import { CONFIG_CACHE_TIME_MS } from "../../config/constants";

/** The application catalog behind the create menu: VM images and managed service images. */
export const catalogQueries = {
  all: () => ["catalog"] as const,
  vmImages: (client: ApiClient) =>
    queryOptions({ queryKey: [...catalogQueries.all(), "vmImages"] as const, queryFn: () => client.GET("/config/vm_images"), staleTime: CONFIG_CACHE_TIME_MS }),
  services: (client: ApiClient) =>
    queryOptions({ queryKey: [...catalogQueries.all(), "services"] as const, queryFn: () => client.GET("/user-resource/service/configurations") }),
};
