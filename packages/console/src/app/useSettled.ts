import { startTransition, useEffect, useState } from "react";

/** A promise that never rejects, whose `status` is "fulfilled" once it has settled. */
export type Tracked = Promise<void> & { status?: "fulfilled" };

/** Tracks `promise`: settled whichever way it ends, marked so that code can tell without waiting. */
export function tracked(promise: Promise<unknown>): Tracked {
  const settled: Tracked = promise.then(
    () => undefined,
    () => undefined,
  );
  void settled.then(() => {
    settled.status = "fulfilled";
  });
  return settled;
}

/** Already settled, for what there is nothing to wait for. */
export const SETTLED: Tracked = Object.assign(Promise.resolve(), { status: "fulfilled" as const });

/**
 * Whether `promise` has settled, for a part of the page that waits without suspending. The render after it settles
 * is a transition: React renders it in slices (no long task) and commits it at once, where a suspended render's
 * retry would be held back until the fallback had shown for 300 ms.
 */
export function useSettled(promise: Tracked): boolean {
  const [settled, setSettled] = useState(() => (promise.status === "fulfilled" ? promise : undefined));
  useEffect(() => {
    if (settled === promise) return;
    let current = true;
    void promise.then(() => {
      if (current) startTransition(() => setSettled(promise));
    });
    return () => {
      current = false;
    };
  }, [promise, settled]);
  return settled === promise || promise.status === "fulfilled";
}
