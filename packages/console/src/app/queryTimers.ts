import type { TimeoutProvider } from "@tanstack/react-query";
import { reportToPage } from "./reportToPage";

interface Timer {
  due: number;
  run: () => void;
  /** Set for an interval: how long until it runs again. */
  every?: number;
}

/**
 * The query cache's timers (freshness, garbage collection, polling) kept in one list behind a single browser timer,
 * armed for the earliest. The cache sets and clears a timer for every query it shows or stops showing, dozens at a
 * time as a screen mounts; one at a time, each is a call into the browser (recorded with its stack wherever the page
 * is being profiled), where here a timer later than the earliest costs an entry in a map and a cleared one is just
 * forgotten. Timers still run in the order they fall due, never before.
 */
export function coalescedTimers(clock: () => number = () => Date.now()): TimeoutProvider<number> {
  const timers = new Map<number, Timer>();
  let nextId = 1;
  let armed: { due: number; handle: ReturnType<typeof setTimeout>; by: typeof setTimeout; clear: typeof clearTimeout } | undefined;

  const arm = (again = false) => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const timer of timers.values()) earliest = Math.min(earliest, timer.due);
    if (earliest === Number.POSITIVE_INFINITY || (armed && armed.due <= earliest && !again)) return;
    if (armed) {
      // Called on its own: the browser's clearTimeout refuses to run as a method of another object.
      const { clear, handle } = armed;
      clear(handle);
    }
    armed = { due: earliest, handle: setTimeout(fire, Math.max(0, earliest - clock())), by: setTimeout, clear: clearTimeout };
  };

  function fire() {
    // A timer may fire a little early by the clock; what it was armed for is due all the same.
    const now = Math.max(clock(), armed?.due ?? Number.NEGATIVE_INFINITY);
    armed = undefined;
    const due = [...timers.entries()].filter(([, timer]) => timer.due <= now).sort((a, b) => a[1].due - b[1].due || a[0] - b[0]);
    for (const [id, timer] of due) {
      // Cleared by an earlier callback of this round: it does not run.
      if (timers.get(id) !== timer) continue;
      if (timer.every === undefined) timers.delete(id);
      else timer.due = now + timer.every;
      try {
        timer.run();
      } catch (error) {
        // As with the browser's timers, one callback's failure stops no other; it still reaches the page's handlers.
        reportToPage(error);
      }
    }
    arm();
  }

  const add = (run: () => void, delay: number | undefined, every?: number) => {
    const id = nextId++;
    const due = clock() + Math.max(0, delay ?? 0);
    timers.set(id, { due, run, every });
    if (!armed || due < armed.due) arm();
    // Armed with timer functions since swapped (a test's fake timers, then the real ones): that one may never fire.
    else if (armed.by !== setTimeout) arm(true);
    return id;
  };
  const remove = (id: number | undefined) => {
    // The browser timer stays armed: when it fires with nothing due it arms for the next one.
    if (id !== undefined) timers.delete(id);
  };

  return {
    setTimeout: (run, delay) => add(run, delay),
    clearTimeout: remove,
    setInterval: (run, delay) => add(run, delay, Math.max(0, delay ?? 0)),
    clearInterval: remove,
  };
}
