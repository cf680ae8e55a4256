import { useLayoutEffect, type ReactNode } from "react";
import { useProvider } from "./ProviderContext";
import { useColorScheme } from "./colorScheme";

/** Puts the provider's theme class for the current colour scheme on <html>, so every token resolves everywhere. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const provider = useProvider();
  const { scheme } = useColorScheme();
  const themeClass = provider.themeClass[scheme];
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(themeClass);
    root.style.colorScheme = scheme;
    root.dataset.provider = provider.id;
    root.dataset.colorScheme = scheme;
    return () => root.classList.remove(themeClass);
  }, [themeClass, scheme, provider.id]);
  return children;
}
