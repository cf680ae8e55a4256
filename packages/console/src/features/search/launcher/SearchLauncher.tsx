import { useCallback, useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../i18n";
import { showErrorToast } from "../../../toasts/toasts";
import type { CommandPaletteProps } from "../CommandPalette";
import { rememberOpened } from "../recent";
import { isResourcePage } from "../recentVisits";
import { searchLauncherMessages } from "./messages";
import * as styles from "../search.css";

type Palette = ComponentType<CommandPaletteProps>;
let paletteLoading: Promise<Palette> | undefined;

/**
 * The palette's code, loaded once: on first open, never with the shell, or a moment earlier when the pointer or the
 * focus comes to the search field. Rendered once it is in rather than through React.lazy, whose Suspense holds
 * content that resolves quickly back until 300 ms after its fallback, longer than loading the chunk takes.
 */
function loadPalette(): Promise<Palette> {
  paletteLoading ??= import("../CommandPalette").then(
    (module) => module.CommandPalette,
    (error: unknown) => {
      // The next open tries again (a deploy that replaced the chunk, a dropped connection).
      paletteLoading = undefined;
      throw error;
    },
  );
  return paletteLoading;
}

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
  const t = useT(searchLauncherMessages);
  const [open, setOpen] = useState(false);
  const [CommandPalette, setCommandPalette] = useState<Palette>();
  const { pathname } = useLocation();

  const openPalette = useCallback(() => {
    setOpen(true);
    loadPalette().then(
      (palette) => setCommandPalette(() => palette),
      (error: unknown) => {
        setOpen(false);
        showErrorToast(error, { title: t("openFailed"), retry: openPalette });
      },
    );
  }, [t]);

  useEffect(() => {
    if (isResourcePage(pathname)) rememberOpened(pathname);
  }, [pathname]);

  // Listening from before the first paint: a visitor who presses the shortcut as soon as the header shows is heard
  // (a passive effect may run a moment after the paint on a busy device).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      openPalette();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openPalette]);

  const shortcut = isMac() ? "⌘K" : "Ctrl K";
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-label={t("label")}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
        onPointerEnter={() => void loadPalette().catch(() => undefined)}
        onFocus={() => void loadPalette().catch(() => undefined)}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span className={styles.launcherLabel}>{t("label")}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {/* Kept mounted once loaded, so closing can hand focus back to where it was. */}
      {CommandPalette && <CommandPalette open={open} onOpenChange={setOpen} />}
    </>
  );
}
