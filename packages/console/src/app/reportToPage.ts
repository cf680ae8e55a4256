/**
 * Hands `error` to the page's error handlers without throwing here: for a callback run on another's behalf (a queued
 * task, a timer), whose failure must not stop the others.
 */
export function reportToPage(error: unknown): void {
  if (typeof globalThis.reportError === "function") globalThis.reportError(error);
  else
    setTimeout(() => {
      throw error;
    });
}
