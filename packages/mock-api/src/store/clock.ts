/** Where the mock reads the time; tests drive a manual one to step through lifecycles. */
export interface MockClock {
  now(): number;
}

/** The wall clock (dev mode, the standalone server). */
export function systemClock(): MockClock {
  return { now: () => Date.now() };
}

/** A clock that moves only when told to. */
export interface ManualClock extends MockClock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** A clock for tests, starting at `startMs` (default 2026-01-15 12:00 UTC). */
export function manualClock(startMs = Date.UTC(2026, 0, 15, 12)): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
