// Types for floors.mjs (its tests use them).
import type { Floors, TurboRun } from "./totals.mjs";

/** The committed floors a run fell below. */
export function floorViolations(input: { runs: TurboRun[]; reports: Record<string, unknown>; floors?: Floors; providers?: string[] }): { label: string; note: string }[];
/** The floors a run's reports support. */
export function floorsFrom(input: { vitest: Record<string, unknown>; playwright: unknown; e2eTask?: string | undefined }): Required<Floors>;
/** How `next` differs from the committed floors `current`, one line per change. */
export function floorChanges(current: Floors, next: Floors): string[];
