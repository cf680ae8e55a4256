import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { rememberOpened } from "./recent";
import { isResourcePage } from "./recentVisits";
import * as styles from "./search.css";

// The palette and its lists load on first open, never with the shell.
const CommandPalette = lazy(() => import("./CommandPalette").then((module) => ({ default: module.CommandPalette })));

/** Whether a key press is the palette's shortcut: Ctrl+K, or ⌘K on a Mac. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";
}

function isMac(): boolean {
  return /mac|iphone|ipad/i.test(globalThis.navigator?.platform ?? "");
}

/**
 * The header's search field: opens the command palette on a click or with Ctrl+K / ⌘K from anywhere in the console,
 * and remembers each resource page the visitor opens so the palette can offer it again.
 */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (isResourcePage(pathname)) rememberOpened(pathname);
  }, [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const shortcut = isMac() ? "⌘K" : "Ctrl K";
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span className={styles.launcherLabel}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {/* Kept mounted once loaded, so closing can hand focus back to where it was. */}
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
