import { describe, expect, it } from "vitest";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { filterVmRows, formatMemory, indexVmRows, naturalSortKey, sortVmRows } from "./vmFilter";

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

describe("formatMemory", () => {
  it.each([
    [2048, "2 GB"],
    [512, "512 MB"],
    [1536, "1536 MB"],
  ])("%i MB is %s", (mb, text) => expect(formatMemory(mb)).toBe(text));
});
