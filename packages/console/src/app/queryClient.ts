import { MutationCache, QueryCache, QueryClient, timeoutManager } from "@tanstack/react-query";
import { queryRetryOptions } from "@cloudconsole/sdk";
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from "../config/constants";
import { handleBackgroundError } from "../reporting/backgroundErrors";
import { endSessionIfRefused } from "../session/refusedCredentials";
import { coalescedTimers } from "./queryTimers";

/** One provider for every cache, set before the first query exists (a timer set by one provider is cleared by it). */
timeoutManager.setTimeoutProvider(coalescedTimers());

/**
 * The console's query cache with the spec's defaults: the SDK's retry policy (3 retries 7 s apart, connection
 * errors and 502 only), 10 min GC, 60 s freshness. A failed refetch of data already on screen is a background
 * error (logged, reported, toasted); a first load that fails reaches the route's error boundary instead.
 * Any read or write answered 401 ends the session, once for the whole cache, and is not toasted.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (endSessionIfRefused(error)) return;
        if (query.state.data !== undefined) void handleBackgroundError(error, { queryKey: query.queryKey });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        endSessionIfRefused(error);
      },
    }),
    defaultOptions: {
      queries: { ...queryRetryOptions(), gcTime: QUERY_GC_TIME_MS, staleTime: QUERY_STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
}
