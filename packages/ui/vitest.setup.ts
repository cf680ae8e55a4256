import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { preloadDialog } from "./src/components/Dialog/Dialog";

afterEach(() => cleanup());

// jsdom has no ResizeObserver; Radix's positioned popups (Tooltip, Menu) measure with it.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A dialog's code loads at its first open; loaded here, a test's dialog opens in the same render as in a page that
// has preloaded it (the first open in a page that has not is tested on its own).
await preloadDialog();
