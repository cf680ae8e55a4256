import { describe, expect, it } from "vitest";
import type { ServicePackage } from "@cloudconsole/sdk";
import { isServiceTransitional, statusDisplay } from "./serviceStatus";
import { servicesT } from "./testing";

/** A service in `status` whose one VM is in `vmStatus`. */
function service(status: string, vmStatus?: string): ServicePackage {
  return { uuid: "s-1", display_name: "db", service: "postgresql", status, resources: [{ resource_allocation: vmStatus === undefined ? {} : { status: vmStatus } }] } as ServicePackage;
}

describe("statusDisplay", () => {
  it.each([
    ["active", { label: "Running", tone: "success" }],
    ["rebuilding", { label: "Rebuilding", tone: "warning" }],
    ["upgrading_version", { label: "Upgrading version", tone: "neutral" }],
    [undefined, { label: "Unknown", tone: "neutral" }],
  ] as const)("%j -> %j", (status, expected) => expect(statusDisplay(status, servicesT)).toEqual(expected));
});

describe("isServiceTransitional", () => {
  it.each([
    ["active", "running", false],
    ["stopped", undefined, false],
    ["creating", "running", true],
    ["active", "starting", true],
    // A status the console does not know: the list is read again until it knows it.
    ["upgrading_version", "running", true],
    ["active", "migrating", true],
  ] as const)("service %s, VM %s -> %s", (status, vmStatus, expected) => expect(isServiceTransitional(service(status, vmStatus))).toBe(expected));
});
