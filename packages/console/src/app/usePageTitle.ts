import { useEffect } from "react";
import { PAGE_TITLE_DEBOUNCE_MS } from "../config/constants";
import { plainName } from "../shared/names";

/** The document title for a page: 'Page - Site', or the site name alone; direction controls are shown by code point. */
export function pageTitle(page: string | undefined, siteName: string): string {
  return plainName(page ? `${page} - ${siteName}` : siteName);
}

/** Writes the document title once it has stayed the same for 2 s, so quick navigation does not flicker the tab. */
export function usePageTitle(title: string, delayMs: number = PAGE_TITLE_DEBOUNCE_MS) {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = title;
    }, delayMs);
    return () => clearTimeout(timer);
  }, [title, delayMs]);
}
