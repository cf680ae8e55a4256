// The published wire profile's project must send every write operation the full-suite desktop projects send: the
// comparison of a run's rows (packages/e2e/src/writeCoverage.ts), the calls it names by the SDK's operations
// (packages/e2e/src/writeOperations.ts) and the test command's check of the verdict.
import { describe, expect, it } from "vitest";
import { coverageProblems, coverageTable, redundantPublishedFlows, writeCoverage, type ProjectRole, type WriteRow } from "../../../packages/e2e/src/writeCoverage";
import { writeOperationOf } from "../../../packages/e2e/src/writeOperations";
import { tally, writeCoverageCheck } from "../src/totals.mjs";

const CREATE_VM = "POST /{location}/user-resource/vm";
const DELETE_VM = "DELETE /{location}/user-resource/vm";
const CLONE_VM = "POST /{location}/user-resource/vm/clone";

function row(project: string, flow: string, operations: string[]): WriteRow {
  const role: ProjectRole = project.endsWith("-published") ? "published" : project.endsWith("-desktop") && project !== "aurora-desktop" ? "full-suite desktop" : "other";
  return { project, role, flow, operations };
}

describe("a write call named by the SDK's operation", () => {
  it.each([
    { call: "POST /tll/user-resource/vm", operation: CREATE_VM },
    { call: "PATCH /tll/user-resource/vm/", operation: "PATCH /{location}/user-resource/vm" },
    { call: "POST /tll/network/firewalls/bda22a93/vms", operation: "POST /{location}/network/firewalls/{uuid}/vms" },
    { call: "POST /tll/network/firewalls/bda22a93/assign", operation: "POST /{location}/network/firewalls/{uuid}/assign" },
    { call: "POST /payment/billing_account/102/campaign_activate/WELCOME10", operation: "POST /payment/billing_account/{id}/campaign_activate/{campaign_code}" },
    { call: "POST /payment/card/verify", operation: "POST /payment/card/verify" },
    { call: "PUT /storage/bucket", operation: "PUT /storage/bucket" },
    { call: "POST /mock-processor/tokens", operation: "POST /mock-processor/tokens" },
  ])("$call is $operation", ({ call, operation }) => {
    const [method = "", path = ""] = call.split(" ");
    expect(writeOperationOf(method, path)).toBe(operation);
  });
});

describe("the published project's write coverage", () => {
  it("fails an operation only untagged desktop flows send, naming the operation and the flows", () => {
    const coverage = writeCoverage([
      row("warren-desktop", "compute.spec.ts › creates a VM @writes", [CREATE_VM]),
      row("warren-desktop", "compute.spec.ts › clones a VM", [CLONE_VM, CREATE_VM]),
      row("metal-desktop", "compute.spec.ts › clones a VM", [CLONE_VM]),
      row("warren-published", "compute.spec.ts › creates a VM @writes", [CREATE_VM]),
    ]);
    expect(coverage.uncovered.map((entry) => entry.operation)).toEqual([CLONE_VM]);
    expect(coverageProblems(coverage)).toEqual([`${CLONE_VM} is sent by no flow of the published project; tag one of these @writes: compute.spec.ts › clones a VM (metal-desktop, warren-desktop)`]);
  });

  it.each([
    {
      case: "passes when the published project sends every operation, some in other flows than the desktop's",
      rows: [row("warren-desktop", "a.spec.ts › deletes", [DELETE_VM]), row("warren-published", "b.spec.ts › creates and deletes @writes", [CREATE_VM, DELETE_VM])],
      uncovered: [],
    },
    {
      case: "does not compare when the published project did not run (a run filtered with --project)",
      rows: [row("warren-desktop", "a.spec.ts › clones", [CLONE_VM])],
      uncovered: [],
    },
    {
      case: "counts a published test that sent nothing as the project having run",
      rows: [row("warren-desktop", "a.spec.ts › clones", [CLONE_VM]), row("warren-published", "b.spec.ts › skipped here @writes", [])],
      uncovered: [CLONE_VM],
    },
    {
      case: "leaves out the smoke and phone projects",
      rows: [row("aurora-desktop", "smoke.spec.ts › logs in", [CLONE_VM]), row("warren-phone", "a.spec.ts › clones @phone", [CLONE_VM]), row("warren-published", "b.spec.ts › creates @writes", [CREATE_VM])],
      uncovered: [],
    },
  ])("$case", ({ rows, uncovered }) => {
    expect(writeCoverage(rows).uncovered.map((entry) => entry.operation)).toEqual(uncovered);
  });

  it("says whether the published project ran", () => {
    expect(writeCoverage([row("warren-desktop", "a.spec.ts › x", [CLONE_VM])]).publishedRan).toBe(false);
    expect(writeCoverage([row("warren-published", "a.spec.ts › x @writes", [])]).publishedRan).toBe(true);
  });

  it("finds the published flows whose every operation another published flow sends", () => {
    const rows = [
      row("warren-published", "a.spec.ts › creates @writes", [CREATE_VM]),
      row("warren-published", "b.spec.ts › creates and deletes @writes", [CREATE_VM, DELETE_VM]),
      row("warren-published", "c.spec.ts › clones @writes", [CLONE_VM]),
      row("warren-published", "d.spec.ts › sends nothing @writes", []),
      row("warren-desktop", "e.spec.ts › creates", [CREATE_VM]),
    ];
    expect(redundantPublishedFlows(rows)).toEqual(["a.spec.ts › creates @writes"]);
  });

  it("tables every operation with the flows that send it, an unsent one marked", () => {
    const rows = [row("warren-desktop", "a.spec.ts › clones", [CLONE_VM]), row("warren-published", "b.spec.ts › creates @writes", [CREATE_VM])];
    const table = coverageTable(writeCoverage(rows), [], "2026-12-06T00:00:00.000Z");
    expect(table).toContain("2 write operations; 1 sent by the full-suite desktop projects, 1 of them never sent by the published project");
    expect(table).toContain(`| ${CLONE_VM} | **none** | a.spec.ts › clones (warren-desktop) |`);
    expect(table).toContain(`| ${CREATE_VM} | b.spec.ts › creates @writes (warren-published) |  |`);
  });
});

describe("the test command's check of the verdict", () => {
  it.each([
    { case: "fails when the e2e run wrote no verdict", verdict: undefined, ok: false },
    { case: "passes when the published project did not run", verdict: { publishedRan: false, problems: [], operations: [] }, ok: true },
    { case: "passes when every operation was sent by the published project", verdict: { publishedRan: true, problems: [], operations: [{}, {}] }, ok: true },
    { case: "fails when an operation was never sent by it", verdict: { publishedRan: true, problems: [`${CLONE_VM} is sent by no flow of the published project`], operations: [{}] }, ok: false },
  ])("$case", ({ verdict, ok }) => {
    expect(writeCoverageCheck(verdict).ok).toBe(ok);
  });

  it("counts as one failure of the total, each operation named under its row", () => {
    const problems = Array.from({ length: 10 }, (_, index) => `POST /op${index} is sent by no flow of the published project`);
    const { rows, totals } = tally({ runs: [], reports: {}, checks: [writeCoverageCheck({ publishedRan: true, problems, operations: [] })] });
    expect(totals).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(rows[0]?.problems).toHaveLength(9);
    expect(rows[0]?.problems?.at(-1)).toBe("and 2 more (packages/e2e/.results/write-coverage.md)");
  });
});
