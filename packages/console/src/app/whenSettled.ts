import { settledForAWhile } from "./lazyScreen";
import { reportToPage } from "./reportToPage";

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** How long the page must stay settled (nothing loading, typed or clicked) to count as idle for good. */
export const IDLE_FOR_GOOD_MS = 10_000;

/** Whether the page has stayed settled, as the queues below look at it. */
const pageHasSettled = settledForAWhile();
const pageIdleForGood = settledForAWhile(undefined, undefined, IDLE_FOR_GOOD_MS);

/** Work that waits for the page, oldest first: each task runs once its own `ready` holds, one per idle period. */
function settledQueue() {
  const queue: { task: () => void; ready: () => boolean }[] = [];
  let scheduled = false;
  return (task: () => void, ready: () => boolean, win: IdleWindow) => {
    queue.push({ task, ready });
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
      if (!queue[0]?.ready()) return void schedule(step);
      const next = queue.shift();
      try {
        next?.task();
      } catch (error) {
        // One task's failure must not stop the others; it still reaches the page's error handlers.
        reportToPage(error);
      }
      if (queue.length > 0) schedule(step);
      else scheduled = false;
    };
    schedule(step);
  };
}

const settledTasks = settledQueue();
const idleForGoodTasks = settledQueue();

/**
 * Runs `task` once the page has settled (the screen shown, its data and code in, the network quiet) and the browser is
 * idle: for work the visitor does not wait for, such as checking responses against the contract, whose code must not
 * load with the screen. Tasks run one per idle period, in the order they came: a task that renders (a menu or the
 * toaster mounting) then renders in a task of its own, never in one long task with the others.
 */
export function whenSettled(task: () => void, win: IdleWindow = window, settled: () => boolean = pageHasSettled): void {
  settledTasks(task, settled, win);
}

/**
 * Runs `task` once the page has stayed settled for IDLE_FOR_GOOD_MS, or as `whenSettled` does once `sooner()` holds:
 * for work nothing on the screen needs (a check of the login screen's responses), whose code must not arrive the
 * moment the page settles. Its own queue, so the work waiting here never holds back `whenSettled`'s.
 */
export function whenIdleForGood(
  task: () => void,
  sooner: () => boolean = () => false,
  win: IdleWindow = window,
  settled: { briefly: () => boolean; forGood: () => boolean } = { briefly: pageHasSettled, forGood: pageIdleForGood },
): void {
  // The long look first, every time: its clock starts over only when it sees the page busy.
  idleForGoodTasks(task, () => settled.forGood() || (sooner() && settled.briefly()), win);
}
