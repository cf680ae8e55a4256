/** The creation-progress screen ticks this often. */
export const PROGRESS_TICK_MS = 200;

/** Percentage of an expected creation time that has passed, capped at 100. */
export function creationPercent(elapsedMs: number, expectedMs: number): number {
  if (expectedMs <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((elapsedMs / expectedMs) * 100)));
}
