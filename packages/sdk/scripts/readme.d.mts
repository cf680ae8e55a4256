// Types for the parts of readme.mjs that tests use.
/** The calls of the contract as Markdown: a table per tag, in the contract's tag order. */
export function callsMarkdown(document: unknown): string;
/** The README with its generated parts (calls, examples) brought up to date. */
export function renderReadme(readme: string, document: unknown): Promise<string>;
