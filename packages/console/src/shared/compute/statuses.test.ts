import { describe, expect, it } from "vitest";
import { isLeaseTransitional, isVmTransitional } from "./statuses";

describe("isVmTransitional", () => {
  it.each([
    ["creating", true],
    ["stopping", true],
    ["running", false],
    ["stopped", false],
    ["deleted", false],
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
  ] as const)("%s -> %s", (status, expected) => expect(isLeaseTransitional({ status })).toBe(expected));
});
