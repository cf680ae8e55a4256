// The fault matrix's rows and its Markdown table: each test appends its row to a JSON lines file of this run (one
// file per runner process, which every worker shares as its parent), and whichever worker finishes last writes the
// table from every row there.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The package's results directory (the JSON reporter writes there too). */
const RESULTS_DIR = fileURLToPath(new URL("../.results/", import.meta.url));
const ROWS_DIR = `${RESULTS_DIR}fault-matrix-rows/`;
/** Where the table goes. */
export const FAULT_MATRIX_PATH = `${RESULTS_DIR}fault-matrix.md`;

/** One cell of the matrix: what a screen did under one fault. */
export interface FaultMatrixRow {
  domain: string;
  flow: string;
  fault: string;
  outcome: "pass" | "fail";
  /** The text the test looked for. */
  expected: string;
  /** What the screen showed: the error text, or the state it reached. */
  seen: string;
  /** Typed values after the failure (create flows): `kept`, `lost: …` or `n/a`. */
  values: string;
  /** Why a cell failed, or what else was noticed. */
  note: string;
}

// Workers are children of one runner process: its id names this run's rows. Read once, at load: a worker orphaned
// by a killed runner gets another parent, and must not start a file of its own.
const RUN_ROWS = `${ROWS_DIR}${process.ppid}.jsonl`;
const runRows = () => RUN_ROWS;
/** Rows of older runs are forgotten after a day (never those of a run that may still be going). */
const OLD_ROWS_MS = 24 * 60 * 60 * 1000;

/** Appends one row of this run (a line is written in one call, so rows of parallel workers never interleave). */
export function recordFaultCell(row: FaultMatrixRow): void {
  mkdirSync(ROWS_DIR, { recursive: true });
  appendFileSync(runRows(), `${JSON.stringify(row)}\n`);
}

function cell(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim().slice(0, 160);
}

/** Writes the Markdown table of this run's rows (sorted by domain, flow and fault order) and forgets older runs. */
export function writeFaultMatrix(domainOrder: readonly string[], flowOrder: readonly string[], faultOrder: readonly string[]): string | undefined {
  const file = runRows();
  if (!existsSync(file)) return undefined;
  for (const other of readdirSync(ROWS_DIR)) {
    const path = `${ROWS_DIR}${other}`;
    if (path !== file && Date.now() - statSync(path).mtimeMs > OLD_ROWS_MS) rmSync(path, { force: true });
  }
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FaultMatrixRow);
  // A cell run twice (a retry, --repeat-each) keeps its last row.
  const byCell = new Map(rows.map((row) => [`${row.domain}|${row.flow}|${row.fault}`, row]));
  const rank = (order: readonly string[], value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  const sorted = [...byCell.values()].sort(
    (a, b) => rank(domainOrder, a.domain) - rank(domainOrder, b.domain) || rank(flowOrder, a.flow) - rank(flowOrder, b.flow) || rank(faultOrder, a.fault) - rank(faultOrder, b.fault),
  );
  const count = (outcome: FaultMatrixRow["outcome"]) => sorted.filter((row) => row.outcome === outcome).length;
  const lines = [
    "# Fault matrix",
    "",
    `${sorted.length} cells: ${count("pass")} pass, ${count("fail")} fail (written ${new Date().toISOString()} by tests/faults.spec.ts).`,
    "",
    "| domain | flow | fault | result | expected text | seen | typed values | note |",
    "|---|---|---|---|---|---|---|---|",
    ...sorted.map((row) => `| ${row.domain} | ${row.flow} | ${row.fault} | ${row.outcome} | ${cell(row.expected)} | ${cell(row.seen)} | ${cell(row.values)} | ${cell(row.note)} |`),
    "",
  ];
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(FAULT_MATRIX_PATH, lines.join("\n"));
  return FAULT_MATRIX_PATH;
}
