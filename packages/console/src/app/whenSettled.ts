import { settledForAWhile } from "./lazyScreen";
import { reportToPage } from "./reportToPage";

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Whether the page has stayed settled, as the queue below looks at it. */
const pageHasSettled = settledForAWhile();

/** Work that waits for the page to settle, oldest first. */
const queue: (() => void)[] = [];
let scheduled = false;

/**
 * Runs `task` once the page has settled (the screen shown, its data and code in, the network quiet) and the browser is
 * idle: for work the visitor does not wait for, such as checking responses against the contract, whose code must not
 * load with the screen. Tasks run one per idle period, in the order they came: a task that renders (a menu or the
 * toaster mounting) then renders in a task of its own, never in one long task with the others.
 */
export function whenSettled(task: () => void, win: IdleWindow = window, settled: () => boolean = pageHasSettled): void {
  queue.push(task);
  if (scheduled) return;
  scheduled = true;
  const schedule = (next: () => void) => (win.requestIdleCallback ? win.requestIdleCallback(next, { timeout: 5_000 }) : win.setTimeout(next, 200));
  const step = () => {
    // The page is gone (a test environment torn down): nothing is left to run the work for.
    if (typeof document === "undefined") {
      queue.length = 0;
      scheduled = false;
      return;
    }
    if (!settled()) return void schedule(step);
    const next = queue.shift();
    try {
      next?.();
    } catch (error) {
      // One task's failure must not stop the others; it still reaches the page's error handlers.
      reportToPage(error);
    }
    if (queue.length > 0) schedule(step);
    else scheduled = false;
  };
  schedule(step);
}
