import { isOfflineError } from "@cloudconsole/sdk";

const listeners = new Set<() => void>();

/**
 * Whether a failure is the network's ('Failed to fetch', 'Load failed', 'network error', the SDK's 'Failed to
 * connect to server'): an offline condition, which the connection banner says, never an error toast or a report.
 */
export function isConnectionLoss(error: unknown): boolean {
  return isOfflineError(error);
}

/** Tells the connection banner that a call outside the query cache (a change, a flow's own call) could not reach the server. */
export function reportConnectionLost(): void {
  for (const listener of listeners) listener();
}

/** Listens for `reportConnectionLost`; returns the unsubscriber. */
export function onConnectionLost(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
