import "@testing-library/jest-dom/vitest";
import { cleanup, configure, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { preloadDialog } from "@cloudconsole/ui";
import { currentLanguage, setLanguage, SOURCE_LANGUAGE } from "./src/i18n";

// Sonner captures the pointer for swipe-to-dismiss; jsdom has no pointer capture.
const pointerCapture = { setPointerCapture: () => undefined, releasePointerCapture: () => undefined, hasPointerCapture: () => false };
if (typeof Element !== "undefined") {
  for (const [name, shim] of Object.entries(pointerCapture)) {
    if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: shim, configurable: true, writable: true });
  }
}

// The command palette scrolls the active option into view and components observe their size; jsdom does neither.
if (typeof window !== "undefined") {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!("scrollIntoView" in Element.prototype)) Object.defineProperty(Element.prototype, "scrollIntoView", { value: () => undefined, configurable: true, writable: true });
}

// A dialog's code loads at its first open (or when the shell preloads it while idle); loaded here, a test's dialogs open
// in the same render, as in a page that has preloaded it.
await preloadDialog();

// Most files share a worker with the files before them (vitest.config.ts): each starts on a clean page, in English,
// with nothing stored, whatever the one before left.
beforeAll(async () => {
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.body.replaceChildren();
  document.title = "";
  window.history.replaceState(null, "", "/");
  if (currentLanguage() !== SOURCE_LANGUAGE) await setLanguage(SOURCE_LANGUAGE);
});

// findBy*/waitFor wait for a state, as a user would; on a busy machine that state can take far longer than the 1 s default.
configure({ asyncUtilTimeout: 30_000 });

const TOAST = "[data-sonner-toast]";
/** Sonner removes a dismissed toast this long after dismissing it (its TIME_BEFORE_UNMOUNT), on a timer of its own. */
const SONNER_REMOVE_DELAY_MS = 200;
let toasterShown = false;

afterEach(async () => {
  vi.useRealTimers();
  if (document.querySelector("[data-sonner-toaster]")) toasterShown = true;
  // A toast still shown is dismissed and waited out while the page exists.
  if (document.querySelector(TOAST)) {
    toast.dismiss();
    await waitFor(() => {
      if (document.querySelector(TOAST)) throw new Error("a toast is still shown");
    });
  }
  cleanup();
});

// Sonner's removal timers outlive the component that set them; one firing after the file's page is torn down sets
// state in a window that no longer exists (an unhandled error that fails the run). A timer set now for longer than
// Sonner's delay fires after every one of them: the file ends once they have run.
afterAll(async () => {
  if (toasterShown) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVE_DELAY_MS + 50));
});
