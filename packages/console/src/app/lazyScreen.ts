import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { lastRequestSettledAt, requestsInFlight } from "./requestsInFlight";

/** A lazily loaded screen that can also be fetched ahead of its first visit. */
export type PreloadableScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's chunk (once); resolves when it is ready. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()`: the chunk is requested at most once, whether by a visit or by a preload, so a
 * screen preloaded while the browser was idle renders without a spinner when the visitor opens it.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => {
      // A visit that starts the load holds the idle prefetch back until the screen's code is in.
      if (!loading) visiting(preload());
      return preload().then((component) => ({ default: component }));
    }),
    { preload },
  );
}

/** Screens being loaded because the visitor opened them (not prefetched). */
let visits = 0;
/** When the last of them arrived. */
let lastVisitLoadedAt = Number.NEGATIVE_INFINITY;
function visiting(load: Promise<unknown>) {
  visits++;
  const done = () => {
    visits--;
    lastVisitLoadedAt = performance.now();
  };
  load.then(done, done);
}

/** What else keeps the page busy (the console's data queries, registered by the signed-in routes). */
const busyChecks = new Set<() => boolean>();

/** Holds the idle prefetch back while `busy()` is true (e.g. while data for the screen is being fetched); returns the undo. */
export function holdPreloadsWhile(busy: () => boolean): () => void {
  busyChecks.add(busy);
  return () => {
    busyChecks.delete(busy);
  };
}

/** How long the network must have been quiet before the first prefetch. */
export const NETWORK_QUIET_MS = 500;
let lastNetworkActivity = 0;
if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("resource")) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lastNetworkActivity = Math.max(lastNetworkActivity, (entry as PerformanceResourceTiming).responseEnd || entry.startTime);
  }).observe({ type: "resource", buffered: true });
}

/**
 * The last sign of the network at work: a resource the browser finished, an API request or a visited screen's code
 * that settled. The latter two are noted as they happen, before the browser's record of them arrives.
 */
function lastActivity(): number {
  return Math.max(lastNetworkActivity, lastRequestSettledAt(), lastVisitLoadedAt);
}

/** How long after the visitor's last key, click or scroll the page counts as in use: prefetching waits that long. */
export const INPUT_QUIET_MS = 1_000;
let lastInput = Number.NEGATIVE_INFINITY;
if (typeof addEventListener === "function") {
  const noteInput = () => {
    lastInput = performance.now();
  };
  for (const type of ["keydown", "input", "pointerdown", "wheel", "touchstart"]) addEventListener(type, noteInput, { capture: true, passive: true });
}

/**
 * Something the visitor is waiting for or doing: a screen's code loading for a visit, data being fetched, anything
 * on the page saying it is still loading (spinners and skeleton sections are marked aria-busy, code split by
 * React.lazy too), or typing, clicking and scrolling: a prefetched chunk evaluated between two keystrokes delays the
 * second one's result.
 */
export function pageBusy(now: number = performance.now()): boolean {
  return (
    visits > 0 ||
    requestsInFlight() > 0 ||
    now - lastInput < INPUT_QUIET_MS ||
    [...busyChecks].some((busy) => busy()) ||
    document.querySelector('[aria-busy="true"]') !== null
  );
}

/**
 * Whether the page looks settled right now: loaded, nothing busy, and no request finished for NETWORK_QUIET_MS
 * (requests still in flight are API calls, which `busy` covers, or code a screen loads, one chunk after another).
 */
export function pageSettled(now: number = performance.now()): boolean {
  return document.readyState === "complete" && !pageBusy(now) && now - lastActivity() >= NETWORK_QUIET_MS;
}

/**
 * A check that the page has stayed settled: `pageSettled` on this look and on an earlier one at least `quietMs`
 * (NETWORK_QUIET_MS by default) before, with no request finishing in between. One look can fall in a gap of a loading
 * screen (a render between two calls that takes long on a busy machine); a settled page stays settled.
 */
export function settledForAWhile(
  settledNow: (now: number) => boolean = pageSettled,
  clock: () => number = () => performance.now(),
  quietMs: number = NETWORK_QUIET_MS,
): () => boolean {
  let since: { at: number; activity: number } | undefined;
  return () => {
    const now = clock();
    if (!settledNow(now)) {
      since = undefined;
      return false;
    }
    const activity = lastActivity();
    if (!since || since.activity !== activity) since = { at: now, activity };
    return now - since.at >= quietMs;
  };
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void };

/**
 * Preloads screens one after another while the browser is idle (a timer where there is no idle callback), so the
 * prefetching never competes with what the visitor is doing now: the first waits until the page has settled (the
 * screen shown, its data and code in, the network quiet), each next one until nothing is busy again (a screen the
 * visitor opens meanwhile comes first). One screen per idle period, so each step is a small task. Returns a cancel
 * function.
 */
export function preloadWhenIdle(
  screens: readonly { preload: () => Promise<unknown> }[],
  win: IdleWindow = window,
  ready: { settled: () => boolean; busy: () => boolean } = { settled: settledForAWhile(), busy: pageBusy },
): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const schedule = (next: () => void) => {
    handle = win.requestIdleCallback ? win.requestIdleCallback(next, { timeout: 5_000 }) : win.setTimeout(next, 200);
  };
  const step = (index: number) => {
    const screen = screens[index];
    // Stops when the page itself is gone (a test environment torn down) as well as when cancelled or done.
    if (cancelled || !screen || typeof document === "undefined") return;
    if (index === 0 ? !ready.settled() : ready.busy()) return schedule(() => step(index));
    // A failed preload is not an error: the visit itself loads (and reports) the chunk again.
    void screen.preload().then(
      () => schedule(() => step(index + 1)),
      () => schedule(() => step(index + 1)),
    );
  };
  schedule(() => step(0));
  return () => {
    cancelled = true;
    if (handle === undefined) return;
    if (win.cancelIdleCallback) win.cancelIdleCallback(handle);
    else win.clearTimeout(handle);
  };
}
