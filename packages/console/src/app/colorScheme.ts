import { useCallback, useSyncExternalStore } from "react";

/** The visitor's colour scheme preference; `auto` follows the system's dark preference. */
export type ColorSchemePreference = "auto" | "light" | "dark";
export type ColorScheme = "light" | "dark";

const STORAGE_KEY = "colorScheme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function readPreference(): ColorSchemePreference {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return stored === "light" || stored === "dark" ? stored : "auto";
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** The scheme to draw with, given a preference and the system setting. */
export function resolveColorScheme(preference: ColorSchemePreference, prefersDark: boolean): ColorScheme {
  if (preference === "auto") return prefersDark ? "dark" : "light";
  return preference;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = globalThis.matchMedia?.(DARK_QUERY);
  media?.addEventListener("change", listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", listener);
  };
}

function snapshot(): string {
  return `${readPreference()}:${systemPrefersDark() ? "dark" : "light"}`;
}

/** Preference, resolved scheme and a setter; re-renders when either the preference or the system changes. */
export function useColorScheme() {
  const [preference, system] = useSyncExternalStore(subscribe, snapshot, () => "auto:light").split(":") as [
    ColorSchemePreference,
    ColorScheme,
  ];
  const setPreference = useCallback((next: ColorSchemePreference) => {
    if (next === "auto") globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return { preference, scheme: resolveColorScheme(preference, system === "dark"), setPreference };
}
