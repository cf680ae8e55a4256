type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining: () => number }) => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest an idle slice runs, however idle the browser: a keystroke that comes meanwhile waits no longer. */
export const IDLE_SLICE_MS = 6;
/** The least a slice runs: the browser may call back late (after `timeout`) with no idle time left, and work must go on. */
const LEAST_SLICE_MS = 2;
/** How long work may wait for the browser to be idle before it runs all the same. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `work` once the browser has time to spare before the next frame is due (a task of its own where there is no
 * idle callback), passing the moment by which it should stop. Unlike a timer, it never delays a frame or an input:
 * dozens of such pieces of work in a row still let the page paint and take keystrokes between them. Returns the undo.
 */
export function whenIdle(work: (stopAt: number) => void): () => void {
  const win = globalThis as IdleWindow;
  const slice = (remaining: number) => performance.now() + Math.min(IDLE_SLICE_MS, Math.max(LEAST_SLICE_MS, remaining));
  if (typeof win.requestIdleCallback === "function") {
    const handle = win.requestIdleCallback((deadline) => work(slice(deadline.timeRemaining())), { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(() => work(slice(IDLE_SLICE_MS)));
  return () => clearTimeout(timer);
}

/** Resolves when the browser is next idle (see `whenIdle`). */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(() => resolve());
  });
}
