import { describe, expect, it } from "vitest";
import type { UsageLine } from "@cloudconsole/sdk";
import { uptimeText, usageCsv, usageResource, usageSeries, usageTotals } from "./usageText";

const HOUR = 3_600_000;
const line = (hours: number, price: number, extra: Partial<UsageLine> = {}): UsageLine => ({ hours, price, cost: hours * price, ...extra });

describe("usage", () => {
  it.each([
    [["main", "block"], "Running, Disk"],
    [["snapshot", "backup", "windows"], "Snapshot, Backup, Windows licence"],
    [["VM_COMPUTE"], "VM_COMPUTE"],
    [[], "—"],
  ])("writes the uptime types %j as %s", (types, text) => expect(uptimeText({ uptime_types: types })).toBe(text));

  it.each([
    [{ description: "Ubuntu 24.04, 2 CPUs", uuid: "u1" }, "Ubuntu 24.04, 2 CPUs"],
    [{ description: "", uuid: "u1", configurations: [{ vm_name: "web-1" }] }, "web-1"],
    [{ uuid: "u1" }, "u1"],
  ])("names the resource of %j %s", (value, name) => expect(usageResource(value)).toBe(name));

  it("adds hours and cost over every line", () => {
    expect(usageTotals([line(10, 0.5), line(5, 1)])).toEqual({ hours: 15, cost: 10 });
  });

  it("accrues each resource's cost day by day up to now, from when its hours began", () => {
    const now = Date.UTC(2026, 10, 3, 12);
    // 60 h at 1 €/h began on the 1st at 00:00; 12 h at 2 €/h began on the 3rd at 00:00.
    const points = usageSeries([line(60, 1), line(12, 2)], now);
    expect(points).toEqual([
      { at: Date.UTC(2026, 10, 2), cost: 24 },
      { at: Date.UTC(2026, 10, 3), cost: 48 },
      { at: now, cost: 60 + 24 },
    ]);
    expect(points.at(-1)?.cost).toBe(usageTotals([line(60, 1), line(12, 2)]).cost);
    expect(usageSeries([], Date.UTC(2026, 10, 1, 6))).toEqual([{ at: Date.UTC(2026, 10, 1, 6), cost: 0 }]);
    expect(usageSeries([line(1, 1)], Date.UTC(2026, 10, 1) + HOUR)).toEqual([{ at: Date.UTC(2026, 10, 1) + HOUR, cost: 1 }]);
  });

  it("exports the lines and their total as CSV rows", () => {
    const rows = usageCsv([line(10, 0.5, { uuid: "u1", description: "VM", uptime_types: ["main"], price_unit: "h" })], "EUR", Date.UTC(2026, 10, 3));
    expect(rows).toEqual([
      ["Usage until 2026-11-03T00:00:00.000Z"],
      ["Resource", "ID", "Uptime type", "Hours", "Price (EUR)", "Price unit", "Cost (EUR)"],
      ["VM", "u1", "Running", 10, 0.5, "h", 5],
      ["Total", "", "", 10, "", "", 5],
    ]);
  });
});
