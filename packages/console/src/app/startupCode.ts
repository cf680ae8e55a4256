/**
 * Code loading since startup that the first screen needs (the signed-in console and the screen at the address), as
 * a promise React's `use` reads without suspending once it has settled.
 */
type Tracked = Promise<void> & { status?: "fulfilled"; value?: undefined };

/** Nothing to wait for: already fulfilled, as React's `use` reads it. */
const NOTHING: Tracked = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

let current: Tracked = NOTHING;

/**
 * Notes code the first screen waits for; done when `code` settles (a failed chunk is loaded and reported again by
 * the render). Until then the loading screen stays, so the console appears in one piece with its screen: a screen
 * that suspended on its own would flash a spinner first.
 */
export function awaitStartupCode(code: Promise<unknown>): void {
  const settled: Tracked = code.then(
    () => undefined,
    () => undefined,
  );
  void settled.then(() => {
    settled.status = "fulfilled";
    settled.value = undefined;
  });
  current = settled;
}

/** What the signed-in console waits for before it renders, for React's `use`: fulfilled once in (or when nothing was started). */
export function startupCode(): Promise<void> {
  return current;
}
