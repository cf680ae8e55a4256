import { reportError, shouldReport } from "./errorReporting";

/**
 * An error nobody on screen is waiting for (a background refetch, an unhandled rejection): logged, reported and
 * toasted. The toast code (sonner) loads on first use, so it stays out of the login route's bundle.
 */
export function handleBackgroundError(error: unknown, extra?: Record<string, unknown>) {
  console.error(error);
  if (!shouldReport(error, () => 0)) return; // known browser noise: logged only
  reportError(error, extra);
  void import("../toasts/toasts").then(({ showErrorToast }) => showErrorToast(error));
}

/** Catches uncaught errors and unhandled rejections of the page; returns the uninstaller. */
export function installGlobalErrorHandlers(target: Pick<Window, "addEventListener" | "removeEventListener"> = window) {
  const onError = (event: ErrorEvent) => handleBackgroundError(event.error ?? event.message, { source: "window.onerror" });
  const onRejection = (event: PromiseRejectionEvent) => handleBackgroundError(event.reason, { source: "unhandledrejection" });
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
