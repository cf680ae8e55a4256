import type * as WhenSettled from "./whenSettled";

let queueModule: Promise<typeof WhenSettled> | undefined;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/**
 * `whenSettled` for code that loads with the first screen: the queue's own code is fetched in the browser's first
 * idle moment, never with the screen. If it cannot load (offline after a deploy), the task runs at once instead.
 */
export function afterSettling(task: () => void): void {
  const handOver = () => {
    queueModule ??= import("./whenSettled");
    void queueModule.then(({ whenSettled }) => whenSettled(task), task);
  };
  if (queueModule) return handOver();
  const win = window as IdleWindow;
  if (win.requestIdleCallback) win.requestIdleCallback(handOver);
  else setTimeout(handOver, 200);
}
