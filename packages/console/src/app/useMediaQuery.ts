import { useCallback, useSyncExternalStore } from "react";
import { mobileMediaQuery } from "@cloudconsole/ui/theme";

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener("change", listener);
      return () => media?.removeEventListener("change", listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false, () => false);
}

/** Mobile layout: 700 px wide or less. */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileMediaQuery);
}
