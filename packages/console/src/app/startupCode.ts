import { SETTLED, tracked, type Tracked } from "./useSettled";

let current: Tracked = SETTLED;

/**
 * Notes code the first screen waits for; done when `code` settles (a failed chunk is loaded and reported again by
 * the render). Until then the loading screen stays, so the console appears in one piece with its screen: a screen
 * that suspended on its own would flash a spinner first.
 */
export function awaitStartupCode(code: Promise<unknown>): void {
  current = tracked(code);
}

/** What the signed-in console waits for before it renders: settled once in (or when nothing was started). */
export function startupCode(): Tracked {
  return current;
}
