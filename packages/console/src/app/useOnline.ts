import { useSyncExternalStore } from "react";

function subscribe(listener: () => void) {
  globalThis.addEventListener?.("online", listener);
  globalThis.addEventListener?.("offline", listener);
  return () => {
    globalThis.removeEventListener?.("online", listener);
    globalThis.removeEventListener?.("offline", listener);
  };
}

/** Whether the browser believes it is online; re-renders when the connection drops or returns. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => globalThis.navigator?.onLine ?? true, () => true);
}
