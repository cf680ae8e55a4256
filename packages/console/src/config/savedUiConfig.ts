import { hashKey, type QueryClient } from "@tanstack/react-query";
import type { ApiClient, UiConfig } from "@cloudconsole/sdk";
import { CONFIG_CACHE_TIME_MS } from "./constants";
import { configQueries } from "./queries";

/** What is kept in the browser: the configuration and when the API served it. */
interface SavedUiConfig {
  savedAt: number;
  config: UiConfig;
}

/** One entry per API: the embedded mock and the real platform each keep their own configuration. */
export function savedUiConfigKey(apiBaseUrl: string): string {
  return `uiConfig:${apiBaseUrl}`;
}

function readSaved(storage: Storage, key: string, now: number): SavedUiConfig | undefined {
  try {
    const saved = JSON.parse(storage.getItem(key) ?? "null") as Partial<SavedUiConfig> | null;
    const fresh = typeof saved?.savedAt === "number" && saved.savedAt <= now && now - saved.savedAt < CONFIG_CACHE_TIME_MS;
    if (fresh && typeof saved.config === "object" && saved.config !== null && !Array.isArray(saved.config)) return { savedAt: saved.savedAt as number, config: saved.config };
  } catch {
    // Unreadable (hand-edited, or from another version): fetched again below.
  }
  storage.removeItem(key);
  return undefined;
}

/**
 * Keeps the site configuration across reloads for a day (it changes rarely): a reload within the day starts from the
 * saved copy instead of waiting for the API, and the console still asks for it again in the background, so a change
 * shows on the next screen. Every configuration the API serves is saved with the time it arrived. Returns the
 * unsubscribe. Without storage (private modes can refuse it) the console fetches as usual.
 */
export function keepUiConfigAcrossReloads(queryClient: QueryClient, client: ApiClient, storage: Storage | undefined = globalThis.localStorage, now: () => number = Date.now): () => void {
  if (!storage) return () => undefined;
  const options = configQueries.ui(client);
  const key = savedUiConfigKey(client.baseUrl);
  const saved = readSaved(storage, key, now());
  if (saved && queryClient.getQueryData(options.queryKey) === undefined) {
    queryClient.setQueryData(options.queryKey, saved.config, { updatedAt: saved.savedAt });
    // A failure leaves the saved copy in use; the query cache reports it as any failed refresh.
    queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
  }
  const hash = hashKey(options.queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || event.query.queryHash !== hash) return;
    const saving: SavedUiConfig = { savedAt: event.query.state.dataUpdatedAt, config: event.query.state.data as UiConfig };
    try {
      storage.setItem(key, JSON.stringify(saving));
    } catch {
      // A full or refused storage only means the next load waits for the API.
    }
  });
}
