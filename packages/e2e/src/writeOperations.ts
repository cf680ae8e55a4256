// Which write operations each test's page sends to the API, recorded in every project: each test appends one line
// (its project, its role and the operations it sent) to a JSON lines file of this run (one file per runner process,
// which every worker shares as its parent, as the fault matrix's rows are kept), and the run's teardown compares the
// projects (src/writeCoverage.ts).
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page, Request, TestInfo } from "@playwright/test";
import { operationPathSource, operationRoutes } from "@cloudconsole/sdk";
import type { ProjectRole, WriteRow } from "./writeCoverage";

/** The package's results directory (the JSON reporter writes there too). */
export const RESULTS_DIR = fileURLToPath(new URL("../.results/", import.meta.url));
const ROWS_DIR = `${RESULTS_DIR}write-operations-rows/`;
/** Rows of older runs are forgotten after a day (never those of a run that may still be going). */
const OLD_ROWS_MS = 24 * 60 * 60 * 1000;
/** Methods that read: every other one writes. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Every write operation of the SDK, the most literal path first, so a fixed segment wins over a parameter. */
const WRITE_OPERATIONS = operationRoutes
  .filter((operation) => !READS.has(operation.method))
  .map(({ method, template }) => ({
    method,
    template,
    // A trailing slash optional.
    pattern: new RegExp(`^${operationPathSource(template)}/?$`),
    literals: template.split("/").filter((segment) => segment && !segment.startsWith("{")).length,
  }))
  .sort((a, b) => b.literals - a.literals);

/**
 * The SDK operation a call is (`POST /{location}/network/firewalls`), from its method and its path under the API's
 * base; for a write no operation has (a payment double's own call), the method and the path as sent.
 */
export function writeOperationOf(method: string, apiPath: string): string {
  const upper = method.toUpperCase();
  const operation = WRITE_OPERATIONS.find((candidate) => candidate.method === upper && candidate.pattern.test(apiPath));
  return `${upper} ${operation?.template ?? apiPath}`;
}

/** The path of an API call under its base (`/v1/tll/vm` -> `/tll/vm`), or undefined for a request that is not one. */
function apiPathOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  return pathname.startsWith("/v1/") ? pathname.slice("/v1".length) : undefined;
}

/** How a project takes part in the comparison, from its metadata and name (see playwright.config.ts). */
function roleOf(testInfo: TestInfo, fullSuite: boolean): ProjectRole {
  if (testInfo.project.metadata.wireEncoding === "published") return "published";
  return fullSuite && testInfo.project.name.endsWith("-desktop") ? "full-suite desktop" : "other";
}

/**
 * Follows the write operations a test's pages send (every page of its browser context, popups too); the returned
 * function appends the test's row once it is over.
 */
export function followWriteOperations(page: Page, testInfo: TestInfo, fullSuite: boolean): () => void {
  const sent = new Set<string>();
  const onRequest = (request: Request) => {
    const path = apiPathOf(request.url());
    if (path !== undefined && !READS.has(request.method())) sent.add(writeOperationOf(request.method(), path));
  };
  page.context().on("request", onRequest);
  return () => {
    page.context().off("request", onRequest);
    // The title path starts with the spec file's name: `compute.spec.ts › deletes a VM only after its name is typed @writes`.
    const row: WriteRow = { project: testInfo.project.name, role: roleOf(testInfo, fullSuite), flow: testInfo.titlePath.join(" › "), operations: [...sent].sort() };
    mkdirSync(ROWS_DIR, { recursive: true });
    appendFileSync(RUN_ROWS, `${JSON.stringify(row)}\n`);
  };
}

// Workers are children of one runner process: its id names this run's rows. Read once, at load: a worker orphaned
// by a killed runner gets another parent, and must not start a file of its own.
const RUN_ROWS = `${ROWS_DIR}${process.ppid}.jsonl`;

/** The rows of the run whose runner is process `runnerPid` (the teardown's own process), and forgets older runs. */
export function readRunRows(runnerPid: number): WriteRow[] {
  const file = `${ROWS_DIR}${runnerPid}.jsonl`;
  if (!existsSync(file)) return [];
  for (const other of readdirSync(ROWS_DIR)) {
    const path = `${ROWS_DIR}${other}`;
    if (path !== file && Date.now() - statSync(path).mtimeMs > OLD_ROWS_MS) rmSync(path, { force: true });
  }
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WriteRow);
}
