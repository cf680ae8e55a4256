import { describe, expect, it } from "vitest";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { formatMemory } from "../../format";
import { createRecentVmFilter, filterVmRows, indexVmRows, narrowsFilter, naturalSortKey, RECENT_FILTER_RESULTS, sortVmRows, type VmFilter } from "./vmFilter";

const vm = (name: string, extra: Partial<VirtualMachine> = {}): VirtualMachine => ({ uuid: `uuid-${name}`, name, status: "running", vcpu: 2, memory: 2048, os_name: "ubuntu", os_version: "24.04", ...extra });
const rows = indexVmRows([
  { vm: vm("web-1", { private_ipv4: "10.1.0.11" }), location: "tll" },
  { vm: vm("web-10", { status: "stopped" }), location: "tll" },
  { vm: vm("web-2", { os_name: "debian", os_version: "12", vcpu: 4 }), location: "jhv" },
  { vm: vm("db", { status: "creating", vcpu: 1, memory: 1024 }), location: "jkt01" },
]);
const names = (list: { vm: VirtualMachine }[]) => list.map((row) => row.vm.name);

describe("filterVmRows", () => {
  it.each([
    [{ text: "", status: "", location: "" }, ["web-1", "web-10", "web-2", "db"]],
    [{ text: "WEB", status: "", location: "" }, ["web-1", "web-10", "web-2"]],
    [{ text: "10.1.0.11", status: "", location: "" }, ["web-1"]],
    [{ text: "debian 12", status: "", location: "" }, ["web-2"]],
    [{ text: "", status: "stopped", location: "" }, ["web-10"]],
    [{ text: "", status: "", location: "tll" }, ["web-1", "web-10"]],
    [{ text: "web", status: "running", location: "jhv" }, ["web-2"]],
    [{ text: "nothing", status: "", location: "" }, []],
  ] as const)("%o keeps %o", (filter, expected) => expect(names(filterVmRows(rows, filter))).toEqual(expected));
});

describe("filtering from the previous result", () => {
  const filter = (text: string, status: VmFilter["status"] = "", location = ""): VmFilter => ({ text, status, location });

  it.each([
    [filter("we"), filter("web"), true],
    [filter("web 1"), filter("web 10"), true],
    [filter("web"), filter("web 1"), true],
    [filter(" web"), filter("web-1 "), true],
    [filter("web"), filter("we"), false],
    [filter("web"), filter("db"), false],
    [filter("web", "running"), filter("web-1"), false],
    [filter("web", "", "tll"), filter("web-1", "", "jhv"), false],
  ] as const)("%o -> %o narrows: %s", (previous, next, expected) => expect(narrowsFilter(previous, next)).toBe(expected));

  // Every step of typing each text, searched from the step before, finds exactly what a full search finds.
  it.each(["web-10", "10.1.0.11", "debian 12", "web 1", "ubuntu 24.04 web-2", "db x"])("typing %j gives the same rows as searching everything", (typed) => {
    let previous = { filter: filter(""), result: filterVmRows(rows, filter("")) };
    for (let length = 1; length <= typed.length; length++) {
      const next = filter(typed.slice(0, length));
      const narrowed = filterVmRows(rows, next, previous);
      expect(names(narrowed)).toEqual(names(filterVmRows(rows, next)));
      previous = { filter: next, result: narrowed };
    }
  });

  it("searches every row again when the filter widens", () => {
    const previous = { filter: filter("web-10"), result: filterVmRows(rows, filter("web-10")) };
    expect(names(filterVmRows(rows, filter("web"), previous))).toEqual(["web-1", "web-10", "web-2"]);
  });
});

describe("a list's recent filter results", () => {
  const filter = (text: string, status: VmFilter["status"] = "", location = ""): VmFilter => ({ text, status, location });

  it("finds what a full search finds while typing and deleting, and shows an earlier text's result again without searching", () => {
    const recentFilter = createRecentVmFilter<(typeof rows)[number]>();
    const typed = "web-10";
    const results = new Map<string, unknown>();
    for (const text of [...Array.from(typed, (_, i) => typed.slice(0, i + 1)), "web-1", "web-", "web", "we", "w", ""]) {
      const result = recentFilter(rows, filter(text));
      expect(names(result)).toEqual(names(filterVmRows(rows, filter(text))));
      // Deleting back to a text typed before gives that text's very result (the same array: nothing searched).
      expect(result).toBe(results.get(text) ?? result);
      results.set(text, result);
    }
    // Words are compared as typed, whatever the spacing and case.
    expect(recentFilter(rows, filter(" WEB-1 "))).toBe(results.get("web-1"));
  });

  it("searches again for new rows (a refresh) and forgets the oldest results past its limit", () => {
    const recentFilter = createRecentVmFilter<(typeof rows)[number]>();
    const first = recentFilter(rows, filter("web"));
    const refreshed = [...rows];
    const again = recentFilter(refreshed, filter("web"));
    expect(again).not.toBe(first);
    expect(names(again)).toEqual(names(first));
    for (let i = 0; i < RECENT_FILTER_RESULTS; i++) recentFilter(refreshed, filter(`x${i}`));
    expect(recentFilter(refreshed, filter("web"))).not.toBe(again);
  });
});

describe("indexVmRows", () => {
  it("prepares a VM's search text once while the list keeps its object, and again for a changed VM (a new object)", () => {
    let nameReads = 0;
    const kept = Object.defineProperty(vm("placeholder"), "name", { get: () => (nameReads++, "app-1"), enumerable: true });
    const [first] = indexVmRows([{ vm: kept, location: "tll" }]);
    const reads = nameReads;
    expect(reads).toBeGreaterThan(0);
    const [again] = indexVmRows([{ vm: kept, location: "tll" }]);
    expect(nameReads).toBe(reads);
    expect(again).toMatchObject({ haystack: first?.haystack, sortName: "app-000000000001" });

    const [changed] = indexVmRows([{ vm: { ...vm("app-1"), name: "app-2", os_name: "debian" }, location: "tll" }]);
    expect(changed?.haystack).toContain("app-2");
    expect(changed?.haystack).toContain("debian");
  });
});

describe("sortVmRows", () => {
  it.each([
    [{ key: "name", direction: "ascending" }, ["db", "web-1", "web-2", "web-10"]],
    [{ key: "name", direction: "descending" }, ["web-10", "web-2", "web-1", "db"]],
    [{ key: "status", direction: "ascending" }, ["db", "web-1", "web-2", "web-10"]],
    [{ key: "location", direction: "ascending" }, ["web-2", "db", "web-1", "web-10"]],
    [{ key: "size", direction: "descending" }, ["web-2", "web-1", "web-10", "db"]],
  ] as const)("%o gives %o", (sort, expected) => expect(names(sortVmRows(rows, sort))).toEqual(expected));

  it.each([
    ["web-2", "web-10"],
    ["Alpha", "beta"],
    ["vm-00009", "vm-00010"],
  ])("sorts %s before %s", (first, second) => expect(naturalSortKey(first) < naturalSortKey(second)).toBe(true));
});

// The list shows RAM through the console's one memory formatter.
describe("formatMemory", () => {
  it.each([
    [2048, "2 GB"],
    [512, "512 MB"],
    [1536, "1536 MB"],
  ])("%i MB is %s", (mb, text) => expect(formatMemory(mb)).toBe(text));
});
