import { lazy, type ComponentType, type LazyExoticComponent } from "react";

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
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void };

/**
 * Preloads screens one after another while the browser is idle (a timer where there is no idle callback), so
 * the prefetching never competes with what the visitor is doing now. Returns a cancel function.
 */
export function preloadWhenIdle(screens: readonly { preload: () => Promise<unknown> }[], win: IdleWindow = window): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const schedule = (next: () => void) => {
    handle = win.requestIdleCallback ? win.requestIdleCallback(next, { timeout: 5_000 }) : win.setTimeout(next, 200);
  };
  const step = (index: number) => {
    const screen = screens[index];
    if (cancelled || !screen) return;
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
