import { useLayoutEffect, type ReactNode } from "react";
import { useProvider } from "./ProviderContext";
import { useColorScheme } from "./colorScheme";

/** The theme class this document shows now (one provider, one scheme at a time). */
let shownThemeClass: string | undefined;

/**
 * Puts the provider's theme class for the current colour scheme on <html>, so every token resolves everywhere. A
 * class is replaced only by the next one, never taken off in an effect's cleanup: React cleans up the layout effects
 * of a tree a Suspense boundary hides for a moment (a screen's code or texts on their way), and <html> without a theme
 * class would draw one frame with no tokens at all (no spacing, no colours) before the tree came back.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const provider = useProvider();
  const { scheme } = useColorScheme();
  const themeClass = provider.themeClass[scheme];
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (shownThemeClass !== undefined && shownThemeClass !== themeClass) root.classList.remove(shownThemeClass);
    root.classList.add(themeClass);
    shownThemeClass = themeClass;
    root.style.colorScheme = scheme;
    root.dataset.provider = provider.id;
    root.dataset.colorScheme = scheme;
  }, [themeClass, scheme, provider.id]);
  return children;
}
