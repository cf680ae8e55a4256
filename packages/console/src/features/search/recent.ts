/** Where the recently opened resources are kept in the browser, newest first (their palette ids). */
export const RECENT_STORAGE_KEY = "recentResources";
/** How many recently opened resources are remembered. */
export const MAX_RECENT = 8;

/** The ids of the recently opened resources, newest first; anything unreadable counts as none. */
export function readRecent(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string").slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts `id` first among the recently opened resources. */
export function rememberOpened(id: string, storage: Storage | undefined = globalThis.localStorage): void {
  const next = [id, ...readRecent(storage).filter((other) => other !== id)].slice(0, MAX_RECENT);
  try {
    storage?.setItem(RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses the history.
  }
}
