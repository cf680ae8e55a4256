// Types for the parts of gaps-counts.mjs that tests use.
/** `get /{location}/network/network/{uuid}/` -> `get /{location}/network/network/{}`. */
export function normalise(key: string): string;
/** The counts as a Markdown table: per domain, operations in the published API and the contract, replayed facts and open gaps. */
export function countsMarkdown(facts: unknown[], knownGaps: Record<string, string>, document: unknown): string;
/** gaps.md with its counts table brought up to date. */
export function renderGaps(gaps: string, facts: unknown[], knownGaps: Record<string, string>, document: unknown): string;
/** The record's files, read. */
export function readRecord(): Promise<{ gaps: string; facts: unknown[]; knownGaps: Record<string, string> }>;
