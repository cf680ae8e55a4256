// After every run (Playwright's global teardown, in the runner process whose workers wrote the rows): the write
// operations of the published project against those of the full-suite desktop projects, as a table and as the
// verdict the test command checks (tooling/scripts/src/test-all.mjs). The run itself does not fail on it: a run of a
// few spec files leaves out the flows that send an operation elsewhere; the full test command fails instead.
import { mkdirSync, writeFileSync } from "node:fs";
import { coverageProblems, coverageTable, redundantPublishedFlows, writeCoverage } from "./writeCoverage";
import { readRunRows, RESULTS_DIR } from "./writeOperations";

/** The table, for people. */
export const WRITE_COVERAGE_TABLE = `${RESULTS_DIR}write-coverage.md`;
/** The verdict, for the test command: `{ publishedRan, problems, uncovered, operations }`. */
export const WRITE_COVERAGE_VERDICT = `${RESULTS_DIR}write-coverage.json`;

export default function writeCoverageTeardown(): void {
  const rows = readRunRows(process.pid);
  const coverage = writeCoverage(rows);
  const problems = coverageProblems(coverage);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(WRITE_COVERAGE_TABLE, coverageTable(coverage, redundantPublishedFlows(rows), new Date().toISOString()));
  writeFileSync(WRITE_COVERAGE_VERDICT, `${JSON.stringify({ ...coverage, problems }, null, 2)}\n`);
  if (problems.length > 0) console.log(`\nWrite operations the published project never sent (${WRITE_COVERAGE_TABLE}):\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
}
