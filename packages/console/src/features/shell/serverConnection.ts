import { useSyncExternalStore } from "react";
import { notifyManager, type QueryCache, type QueryCacheNotifyEvent } from "@tanstack/react-query";
import { ApiContentTypeError, ApiError, isOfflineError } from "@cloudconsole/sdk";
import { onConnectionLost } from "../../api/connectionLoss";
import type {} from "../../api/queryMeta";

/** What the console knows of the server from its last fetches: reachable, or not since data fetched at `dataFrom`. */
export type ServerConnection = { reachable: true } | { reachable: false; dataFrom: number };

const REACHABLE: ServerConnection = { reachable: true };

/**
 * Whether a failed fetch says the server cannot be reached: no connection (the SDK's ApiConnectionError, or a browser's
 * own 'Failed to fetch', 'Load failed' or 'network error'), or a 5xx answer (a gateway's 502 and 504 too).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (isOfflineError(error)) return true;
  return (error instanceof ApiError || error instanceof ApiContentTypeError) && error.status >= 500;
}

/**
 * The connection as the query cache sees it, for the signed-in shell (the loading screen's `connectionStateOf` speaks
 * of first loads, and only while they retry). A refresh of data already on screen that fails for want of the server
 * (each failed try counts, not only the last) makes it unreachable, naming when the oldest data on screen was fetched;
 * the next fetch that succeeds makes it reachable again, unless its query says its success proves nothing of the
 * server (`meta.provesServerReachable`). A first load that fails is its screen's own error instead.
 */
export function nextServerConnection(current: ServerConnection, event: QueryCacheNotifyEvent): ServerConnection {
  if (event.type !== "updated") return current;
  const { action, query } = event;
  if (action.type === "success") return action.manual || query.meta?.provesServerReachable === false ? current : REACHABLE;
  if ((action.type === "failed" || action.type === "error") && query.state.data !== undefined && isServerUnreachable(action.error)) {
    const dataFrom = current.reachable ? query.state.dataUpdatedAt : Math.min(current.dataFrom, query.state.dataUpdatedAt);
    return !current.reachable && current.dataFrom === dataFrom ? current : { reachable: false, dataFrom };
  }
  return current;
}

/**
 * After a call outside the cache (a change) found no network: unreachable, with the data on screen (every active
 * query's) dating from its oldest fetch; an earlier loss keeps its date.
 */
export function connectionLostOutsideCache(current: ServerConnection, cache: QueryCache, now = Date.now()): ServerConnection {
  if (!current.reachable) return current;
  const fetchedAt = cache.findAll({ type: "active" }).flatMap((query) => (query.state.data !== undefined && query.state.dataUpdatedAt > 0 ? [query.state.dataUpdatedAt] : []));
  return { reachable: false, dataFrom: Math.min(now, ...fetchedAt) };
}

interface ConnectionStore {
  subscribe: (listener: () => void) => () => void;
  get: () => ServerConnection;
}

const stores = new WeakMap<QueryCache, ConnectionStore>();

/** One store per query cache, listening to the cache (and to calls outside it) while anything on screen listens to it. */
function connectionStore(cache: QueryCache): ConnectionStore {
  const existing = stores.get(cache);
  if (existing) return existing;
  let connection = REACHABLE;
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;
  // Batched like the loading screen's state: a change never reaches the screen in the middle of another render.
  const notifyAll = notifyManager.batchCalls(() => {
    for (const notify of listeners) notify();
  });
  const update = (next: ServerConnection) => {
    if (next === connection) return;
    connection = next;
    notifyAll();
  };
  const store: ConnectionStore = {
    get: () => connection,
    subscribe: (listener) => {
      listeners.add(listener);
      if (!unsubscribe) {
        const fromCache = cache.subscribe((event) => update(nextServerConnection(connection, event)));
        const fromCalls = onConnectionLost(() => update(connectionLostOutsideCache(connection, cache)));
        unsubscribe = () => {
          fromCache();
          fromCalls();
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        // Unwatched, the cache's news is missed: the next watcher starts from a server that answers.
        unsubscribe?.();
        unsubscribe = undefined;
        connection = REACHABLE;
      };
    },
  };
  stores.set(cache, store);
  return store;
}

/** Whether the server answers the console's fetches, as React state. */
export function useServerConnection(cache: QueryCache): ServerConnection {
  const store = connectionStore(cache);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
