import { describe, expect, it } from "vitest";
import type { VmStatus } from "@cloudconsole/sdk";
import { vmActionAvailability, type VmAction } from "./vmStatus";

// Which action is allowed in which state: resize only when stopped, password change only when running.
const table: [VmAction, Record<Exclude<VmStatus, "deleted">, boolean>][] = [
  ["start", { creating: false, running: false, stopping: false, stopped: true }],
  ["stop", { creating: false, running: true, stopping: false, stopped: false }],
  ["forceStop", { creating: false, running: true, stopping: true, stopped: false }],
  ["resize", { creating: false, running: false, stopping: false, stopped: true }],
  ["password", { creating: false, running: true, stopping: false, stopped: false }],
  ["reinstall", { creating: false, running: true, stopping: false, stopped: true }],
  ["rebuild", { creating: false, running: true, stopping: false, stopped: true }],
  ["clone", { creating: false, running: true, stopping: false, stopped: true }],
  ["rescue", { creating: false, running: true, stopping: false, stopped: true }],
  ["bootIso", { creating: false, running: true, stopping: false, stopped: true }],
  ["snapshot", { creating: false, running: true, stopping: false, stopped: true }],
  ["disks", { creating: false, running: true, stopping: false, stopped: true }],
  ["delete", { creating: false, running: true, stopping: true, stopped: true }],
  ["rename", { creating: false, running: true, stopping: true, stopped: true }],
  ["billing", { creating: false, running: true, stopping: true, stopped: true }],
];

describe("vmActionAvailability", () => {
  for (const [action, byStatus] of table) {
    for (const [status, allowed] of Object.entries(byStatus) as [VmStatus, boolean][]) {
      it(`${allowed ? "allows" : "refuses"} ${action} while ${status}`, () => {
        const availability = vmActionAvailability(action, { status });
        const reason = availability.allowed ? undefined : availability.reason;
        expect(availability.allowed).toBe(allowed);
        // A refusal says why.
        expect(reason !== undefined).toBe(!allowed);
      });
    }
  }

  it("refuses everything on a deleted VM", () => {
    for (const [action] of table) expect(vmActionAvailability(action, { status: "deleted" }).allowed).toBe(false);
  });

  it("says why resize and password change are not possible", () => {
    expect(vmActionAvailability("resize", { status: "running" })).toEqual({ allowed: false, reason: "resizeOnlyStopped" });
    expect(vmActionAvailability("password", { status: "stopped" })).toEqual({ allowed: false, reason: "passwordOnlyRunning" });
  });

  it.each([
    ["creating", "busyCreating"],
    ["stopping", "busyStopping"],
  ] as const)("asks to wait while the virtual machine is %s", (status, reason) => {
    expect(vmActionAvailability("snapshot", { status })).toEqual({ allowed: false, reason });
  });
});
