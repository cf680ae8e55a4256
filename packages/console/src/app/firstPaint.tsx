import { startTransition, useEffect, useState, type ReactNode } from "react";

// Once the page has painted a frame of the console, nothing waits for a paint again.
let painted = false;

/** Calls `then` once the browser has painted the frame being committed (at once in a hidden page, which never paints). */
function afterNextPaint(then: () => void): () => void {
  if (typeof requestAnimationFrame === "undefined" || document.visibilityState === "hidden") {
    then();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An animation frame callback runs just before the paint; a task it posts runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False until the page's first frame of the console has painted, then true for good. A part that fetches its data
 * waits for it on the page's first load: the frame (heading, navigation, section titles) paints before any request
 * for data is sent. After that first frame, and on every later visit, it is true at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => {
      painted = true;
      // A transition: rendered in slices, with what stood in its place kept until its data is in.
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready;
}

/** `children` once the page's first frame of the console has painted (see useAfterFirstPaint); `fallback` until then. */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterFirstPaint() ? children : fallback;
}
