/**
 * An error nobody on screen is waiting for (a background refetch, an unhandled rejection): logged at once, then
 * reported and toasted. The reporting and toast code (sonner) load on first use, so they stay out of the login
 * screen's first load. Resolves once the error is reported and the toast is up.
 */
export async function handleBackgroundError(error: unknown, extra?: Record<string, unknown>): Promise<void> {
  console.error(error);
  const { isKnownNoise, reportError } = await import("./errorReporting");
  if (isKnownNoise(error)) return; // logged only
  reportError(error, extra);
  const { showErrorToast } = await import("../toasts/toasts");
  showErrorToast(error);
}

/** Catches uncaught errors and unhandled rejections of the page; returns the uninstaller. */
export function installGlobalErrorHandlers(target: Pick<Window, "addEventListener" | "removeEventListener"> = window) {
  const onError = (event: ErrorEvent) => void handleBackgroundError(event.error ?? event.message, { source: "window.onerror" });
  const onRejection = (event: PromiseRejectionEvent) => void handleBackgroundError(event.reason, { source: "unhandledrejection" });
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
