// Scripts the screen measurements (screenLoads.ts) run in a page before its own: holding its idle callbacks, and
// signing it in or out against the served backend.

/**
 * In the page, before its scripts: while `hold` is true, idle callbacks are queued instead of scheduled;
 * `__releaseIdle()` schedules them all. The console's idle prefetch is the page's only user of idle callbacks.
 */
export function holdIdleCallbacks() {
  type Callback = (deadline: IdleDeadline) => void;
  const queue = new Map<number, [Callback, IdleRequestOptions | undefined]>();
  const original = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  let hold = true;
  let next = -1;
  window.requestIdleCallback = (callback: Callback, options?: IdleRequestOptions) => {
    if (!hold) return original(callback, options);
    queue.set(next, [callback, options]);
    return next--;
  };
  window.cancelIdleCallback = (handle: number) => {
    if (handle < 0) queue.delete(handle);
    else cancel(handle);
  };
  (window as unknown as { __releaseIdle: () => void }).__releaseIdle = () => {
    hold = false;
    for (const [callback, options] of queue.values()) original(callback, options);
    queue.clear();
  };
}

/** Signs the page in with an API key, against the served backend rather than the in-browser mock. */
export function signIn() {
  localStorage.setItem("apikey", "budget");
  localStorage.setItem("enableMockApi", "false");
}
export function signedOut() {
  localStorage.setItem("enableMockApi", "false");
}

/** Where the console remembers the language a visitor picked before signing in (console/src/i18n/browserLanguage.ts). */
export const REMEMBERED_LANGUAGE_KEY = "cloudconsole.language";

/** Picks the console's language as the login screen's switch does. */
export function chooseLanguage({ key, language }: { key: string; language: string }) {
  localStorage.setItem(key, language);
}
