import "@testing-library/jest-dom/vitest";
import { cleanup, configure, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// findBy*/waitFor wait for a state, as a user would; on a busy machine that state can take far longer than the 1 s default.
configure({ asyncUtilTimeout: 30_000 });

const TOAST = "[data-sonner-toast]";

afterEach(async () => {
  vi.useRealTimers();
  // Sonner removes a dismissed toast on a timer of its own; that timer must fire while the page still exists, or it
  // sets state in a torn-down window after the file has finished (an unhandled error that fails the run).
  if (document.querySelector(TOAST)) {
    toast.dismiss();
    await waitFor(() => {
      if (document.querySelector(TOAST)) throw new Error("a toast is still shown");
    });
  }
  cleanup();
});
