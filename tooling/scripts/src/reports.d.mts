// Types for reports.mjs (its tests use them).
import type { SuiteCounts } from "./totals.mjs";

/** How many failures a row names at most; more are summed up in one last line. */
export const NAMED_FAILURES: number;
/** The first NAMED_FAILURES problems, and how many more there are. */
export function namedFailures(problems: string[]): string[];
/** The counts of a vitest JSON report; a file that failed outside its tests counts as one failure. */
export function vitestCounts(report: unknown): SuiteCounts;
/** The counts of a Playwright JSON report, with the number of tests of each project. */
export function playwrightCounts(report: unknown): SuiteCounts & { byProject: Record<string, number> };
/** Which provider each Playwright project tests. */
export function projectProviders(report: unknown): Record<string, string>;
/** The tests of each provider: the sum of its projects. */
export function providerCounts(byProject: Record<string, number>, providers: Record<string, string>): Record<string, number>;
/** A count from a report: a finite number, else 0. */
export function num(value: unknown): number;
/** At most this many characters of a failure are named. */
export const FAILURE_SUMMARY_LENGTH: number;
/** A failure in one line: its first line, what it compared, and where it failed. */
export function failureSummary(message: unknown, location?: { file?: unknown; line?: unknown }): string;
