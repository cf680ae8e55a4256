// Types for totals.mjs (its tests use them).
/** Passed, failed and skipped (skipped and todo) tests of one row or of the whole command. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
/** A suite report's counts: `total` is every test it has (the floors count it); `problems` name what failed (files, tests, errors outside tests), the first few of them. */
export interface SuiteCounts extends Counts {
  total: number;
  problems: string[];
}
/** The parts of turbo's run summary (`--summarize`) the totals read. */
export interface TurboTask {
  taskId: string;
  task: string;
  command?: string;
  directory?: string;
  cache?: { status?: string };
  execution?: { exitCode?: number };
}
export interface TurboSummary {
  execution?: { command?: string; exitCode?: number; startTime?: number };
  tasks?: TurboTask[];
}
/** One of the command's turbo runs: `summary` is undefined when turbo wrote none. */
export interface TurboRun {
  label: string;
  tasks: string[];
  exitCode: number;
  summary: TurboSummary | undefined;
}
/** A check counted once: an install, the release dry run, the time budget. */
export interface Check {
  label: string;
  ok: boolean;
  detail?: string | undefined;
  /** What failed, one line each, shown under the check's row. */
  problems?: string[];
}
/** The committed floors (tooling/scripts/test-floors.json). */
export interface Floors {
  vitest?: Record<string, number>;
  playwright?: { task?: string; projects?: Record<string, number>; providers?: Record<string, number>; everyProvider?: number };
}
/** One row of the summary table. */
export interface Row extends Counts {
  label: string;
  cached?: boolean;
  note?: string | undefined;
  problems?: string[];
}

export const SUITE_TASKS: Record<string, "vitest" | "playwright">;
/** The tasks of turbo's run command. */
export function commandTasks(command: string | undefined): string[];
/** The summary of the latest turbo run that ran exactly `tasks`. */
export function summaryOf(tasks: string[], summaries: TurboSummary[]): TurboSummary | undefined;
/** Totals every run and check into rows and one closing count. */
export function tally(input: {
  runs: TurboRun[];
  reports: Record<string, unknown>;
  checks?: Check[];
  floors?: Floors;
  providers?: string[];
  /** What a failed check task wrote of its failures, by task id. */
  failureLines?: Record<string, string>;
}): { rows: Row[]; cached: string[]; totals: Counts };
/** One row of the summary table. */
export function formatRow(row: Row): string;
/** The cache line (when any task was replayed) and the closing line. */
export function closingLines(totals: Counts, exitCode: number, cached?: string[]): string[];
/** The exit code of the command. */
export function exitCodeOf(totals: Counts, exitCodes: number[]): 0 | 1;
/** The time budget as a check; an unmeasured CPU time fails. */
export function cpuBudgetCheck(cpuSeconds: number | undefined, budgetSeconds: number, wall?: string): Check;
/** The write coverage verdict of the e2e run (packages/e2e/.results/write-coverage.json) as a check. */
export function writeCoverageCheck(verdict: { publishedRan?: boolean; problems?: unknown[]; operations?: unknown[] } | undefined): Check;
/** CPU seconds of finished children from the text of /proc/self/stat. */
export function childrenCpuSeconds(procStat: string | undefined, ticksPerSecond?: number): number | undefined;
