import { QueryClient } from "@tanstack/react-query";
import { queryRetryOptions } from "@cloudconsole/sdk";
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from "../config/constants";

/** The console's query cache with the spec's defaults: the SDK's retry policy, 10 min GC, 60 s freshness. */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryRetryOptions(), gcTime: QUERY_GC_TIME_MS, staleTime: QUERY_STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
}
