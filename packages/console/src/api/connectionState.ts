import { useCallback, useMemo, useSyncExternalStore } from "react";
import { notifyManager, useQueryClient, type Query, type QueryCache, type QueryClient } from "@tanstack/react-query";
import { retryPolicy } from "@cloudconsole/sdk";
import { explainError } from "./explainError";

/** What the loading screen tells the visitor about the requests it is waiting for. */
export type ConnectionState =
  /** Nothing is being fetched (a screen's code is loading): nothing to say. */
  | { kind: "idle" }
  /** A request is on its way. */
  | { kind: "connecting" }
  /** The browser is offline: requests wait for the network. */
  | { kind: "offline" }
  /** A request failed and is being tried again: `tryNumber` of `tries`, after `lastFailure`. */
  | { kind: "retrying"; tryNumber: number; tries: number; lastFailure: string };

const IDLE: ConnectionState = { kind: "idle" };
const CONNECTING: ConnectionState = { kind: "connecting" };
const OFFLINE: ConnectionState = { kind: "offline" };

/** A query the retry policy is trying again: it is still fetching (or waiting to) after a failed try. */
function isRetrying(query: Query): boolean {
  return query.state.fetchStatus !== "idle" && query.state.fetchFailureCount > 0;
}

/** The retrying query with the most failed tries, if any. */
function mostRetried(cache: QueryCache): Query | undefined {
  let found: Query | undefined;
  for (const query of cache.findAll({ predicate: isRetrying })) {
    if (!found || query.state.fetchFailureCount > found.state.fetchFailureCount) found = query;
  }
  return found;
}

/** What the query cache says about the connection now. */
export function connectionStateOf(cache: QueryCache): ConnectionState {
  const retrying = mostRetried(cache);
  if (retrying) {
    const { fetchFailureCount, fetchFailureReason } = retrying.state;
    return { kind: "retrying", tryNumber: fetchFailureCount + 1, tries: retryPolicy.retries + 1, lastFailure: explainError(fetchFailureReason).message };
  }
  const waiting = cache.findAll({ predicate: (query) => query.state.fetchStatus !== "idle" });
  if (waiting.some((query) => query.state.fetchStatus === "fetching")) return CONNECTING;
  return waiting.length > 0 ? OFFLINE : IDLE;
}

/**
 * Cancels the wait before the next try of every retrying query and tries it at once. A silent cancel hands whoever
 * waits on the old fetch (a suspended screen) over to the new one, so the screen stays suspended and simply resumes.
 * The new fetch gets the policy's retries afresh: asking to try again never brings the error screen sooner.
 */
export function retryNow(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isRetrying })) {
    void query.cancel({ silent: true });
    // The outcome reaches the screen through the cache; a failure here is the screen's error boundary's to show.
    query.fetch().catch(() => undefined);
  }
}

/** The connection state of the console's query cache, kept current, and 'Retry now' for it. */
export function useConnectionState(): { state: ConnectionState; retryNow: () => void } {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  // A query is added to the cache while another component renders (a suspending screen); batched, the change reaches
  // this screen after that render instead of updating it in the middle of someone else's (as useIsFetching does).
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)), [cache]);
  // The snapshot is the state as text: it must stay equal between cache events that change nothing on screen.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(connectionStateOf(cache)), () => JSON.stringify(IDLE));
  const state = useMemo(() => JSON.parse(snapshot) as ConnectionState, [snapshot]);
  const retry = useCallback(() => retryNow(queryClient), [queryClient]);
  return { state, retryNow: retry };
}
