// Whether the published wire profile's project sends every write operation the full-suite desktop projects send:
// its flows (tagged @writes) are one flow per write operation, so an operation only untagged flows send never goes
// out with the published profile. Free of I/O, tested from tables (tooling/scripts/test/writeCoverage.test.ts); the
// rows come from every test of a run (src/writeOperations.ts) and the run's teardown writes the verdict.

/** How a project takes part: the published profile's, a full-suite provider's desktop one, or any other. */
export type ProjectRole = "published" | "full-suite desktop" | "other";

/** What one test of one project sent: its write operations (`POST /{location}/network/firewalls`), sorted. */
export interface WriteRow {
  project: string;
  role: ProjectRole;
  /** The spec file and the test's titles: `compute.spec.ts › deletes a VM only after its name is typed @writes`. */
  flow: string;
  operations: string[];
}

/** One flow that sends an operation, with the projects it sent it in. */
export interface SendingFlow {
  flow: string;
  projects: string[];
}

/** One write operation: the flows that send it in the published project and in the full-suite desktop projects. */
export interface OperationCoverage {
  operation: string;
  published: SendingFlow[];
  desktop: SendingFlow[];
}

/** The comparison of one run. */
export interface WriteCoverage {
  /** Whether any test of the published project ran: when none did (a run filtered with --project), nothing is compared. */
  publishedRan: boolean;
  /** Every write operation any published or full-suite desktop flow sent, sorted. */
  operations: OperationCoverage[];
  /** The operations a full-suite desktop flow sent and no published flow did (none when the published project did not run). */
  uncovered: OperationCoverage[];
}

/** The flows of `rows` that sent `operation`, each once with its projects, sorted by flow. */
function sendingFlows(rows: readonly WriteRow[], operation: string): SendingFlow[] {
  const byFlow = new Map<string, Set<string>>();
  for (const row of rows.filter((candidate) => candidate.operations.includes(operation))) byFlow.set(row.flow, (byFlow.get(row.flow) ?? new Set()).add(row.project));
  return [...byFlow.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([flow, projects]) => ({ flow, projects: [...projects].sort() }));
}

/** Compares the write operations of the published project with those of the full-suite desktop projects. */
export function writeCoverage(rows: readonly WriteRow[]): WriteCoverage {
  const published = rows.filter((row) => row.role === "published");
  const desktop = rows.filter((row) => row.role === "full-suite desktop");
  const names = [...new Set([...published, ...desktop].flatMap((row) => row.operations))].sort();
  const operations = names.map((operation) => ({ operation, published: sendingFlows(published, operation), desktop: sendingFlows(desktop, operation) }));
  const publishedRan = published.length > 0;
  return { publishedRan, operations, uncovered: publishedRan ? operations.filter((entry) => entry.published.length === 0 && entry.desktop.length > 0) : [] };
}

function flowList(flows: readonly SendingFlow[]): string {
  return flows.map((sending) => `${sending.flow} (${sending.projects.join(", ")})`).join("; ");
}

/** One line per operation the published project never sent, naming the flows that send it. */
export function coverageProblems(coverage: WriteCoverage): string[] {
  return coverage.uncovered.map((entry) => `${entry.operation} is sent by no flow of the published project; tag one of these @writes: ${flowList(entry.desktop)}`);
}

/**
 * The published flows whose every operation another published flow also sends: each alone could lose its tag, and
 * the coverage would hold (dropping two of them may not: look again after each).
 */
export function redundantPublishedFlows(rows: readonly WriteRow[]): string[] {
  const published = rows.filter((row) => row.role === "published" && row.operations.length > 0);
  return published
    .filter((row) => row.operations.every((operation) => published.some((other) => other.flow !== row.flow && other.operations.includes(operation))))
    .map((row) => row.flow)
    .sort();
}

function cell(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();
}

/** The Markdown table of a run's comparison. */
export function coverageTable(coverage: WriteCoverage, redundant: readonly string[], writtenAt: string): string {
  const sentByDesktop = coverage.operations.filter((entry) => entry.desktop.length > 0).length;
  const verdict = coverage.publishedRan ? `${coverage.uncovered.length} of them never sent by the published project` : "not compared: the published project did not run";
  return [
    "# Write operations in the published wire profile",
    "",
    `${coverage.operations.length} write operations; ${sentByDesktop} sent by the full-suite desktop projects, ${verdict} (written ${writtenAt} by src/writeCoverage.ts).`,
    "",
    "| operation | published project's flows | full-suite desktop flows |",
    "|---|---|---|",
    ...coverage.operations.map((entry) => `| ${cell(entry.operation)} | ${entry.published.length > 0 ? cell(flowList(entry.published)) : "**none**"} | ${cell(flowList(entry.desktop))} |`),
    "",
    ...(redundant.length > 0 ? ["Published flows whose every operation another published flow also sends:", "", ...redundant.map((flow) => `- ${cell(flow)}`), ""] : []),
  ].join("\n");
}
