import { describe, expect, it } from "vitest";
import { isLeaseTransitional, isVmTransitional, metalStatusDisplay, unknownStatusDisplay, vmStatusDisplay } from "./statuses";

describe("isVmTransitional", () => {
  it.each([
    ["creating", true],
    ["stopping", true],
    ["running", false],
    ["stopped", false],
    ["deleted", false],
    // Unknown to the console: polled until it reads a known one.
    ["migrating", true],
    ["constructor", true],
  ] as const)("%s -> %s", (status, expected) => expect(isVmTransitional(status)).toBe(expected));
});

describe("isLeaseTransitional", () => {
  it.each([
    ["pending", true],
    ["cleaning", true],
    ["in_use", false],
    ["available", false],
    ["offline", false],
    ["deleted", false],
    ["provisioning", true],
  ] as const)("%s -> %s", (status, expected) => expect(isLeaseTransitional({ status })).toBe(expected));
});

describe("status display", () => {
  it.each([
    ["running", { label: "Running", tone: "success" }],
    ["stopping", { label: "Stopping", tone: "warning" }],
    ["in_migration", { label: "In migration", tone: "neutral" }],
    ["rescue-mode", { label: "Rescue mode", tone: "neutral" }],
    ["toString", { label: "ToString", tone: "neutral" }],
    ["", { label: "Unknown", tone: "neutral" }],
  ] as const)("VM %j -> %j", (status, expected) => expect(vmStatusDisplay(status)).toEqual(expected));

  it.each([
    ["in_use", { label: "In use", tone: "success" }],
    ["reserved", { label: "Reserved", tone: "neutral" }],
  ] as const)("bare metal %j -> %j", (status, expected) => expect(metalStatusDisplay(status)).toEqual(expected));

  it("names a missing status 'Unknown'", () => {
    expect(unknownStatusDisplay(undefined)).toEqual({ label: "Unknown", tone: "neutral" });
  });
});
