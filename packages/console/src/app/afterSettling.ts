import type * as WhenSettled from "./whenSettled";

let queueModule: Promise<typeof WhenSettled> | undefined;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/** Hands `use` the settling queue's module, fetched in the browser's first idle moment (never with the screen). */
function withQueue(use: (queue: typeof WhenSettled) => void, fallback: () => void): void {
  const handOver = () => {
    queueModule ??= import("./whenSettled");
    void queueModule.then(use, fallback);
  };
  if (queueModule) return handOver();
  const win = window as IdleWindow;
  if (win.requestIdleCallback) win.requestIdleCallback(handOver);
  else setTimeout(handOver, 200);
}

/**
 * `whenSettled` for code that loads with the first screen: the queue's own code is fetched in the browser's first
 * idle moment, never with the screen. If it cannot load (offline after a deploy), the task runs at once instead.
 */
export function afterSettling(task: () => void): void {
  withQueue(({ whenSettled }) => whenSettled(task), task);
}

/** `whenIdleForGood` for code that loads with the first screen, as `afterSettling` is for `whenSettled`. */
export function afterIdleForGood(task: () => void, sooner: () => boolean): void {
  withQueue(({ whenIdleForGood }) => whenIdleForGood(task, sooner), task);
}
