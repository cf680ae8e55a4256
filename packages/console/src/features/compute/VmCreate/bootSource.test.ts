import { describe, expect, it } from "vitest";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { formatDateTime } from "../../../format";
import { findReplicaChoice, isUuid, replicaChoices, replicaLabel } from "./bootSource";

const web1: VirtualMachine = {
  uuid: "vm-1",
  name: "web-1",
  status: "running",
  vcpu: 2,
  memory: 2048,
  os_name: "debian",
  os_version: "12",
  storage: [
    {
      uuid: "vm-1",
      name: "vda",
      size: 40,
      primary: true,
      replica: [
        { uuid: "vm-12026-01-01-03-00-00", type: "snapshot", size: 40, created_at: "2026-01-01 03:00:00.000000" },
        // No size: as big as its disk.
        { uuid: "vm-12026-02-01-03-00-00", type: "backup", created_at: "2026-02-01 03:00:00.000000" },
      ],
    },
    { uuid: "disk-2", name: "vdb", size: 100, primary: false, replica: [] },
  ],
};
const gone: VirtualMachine = { ...web1, uuid: "vm-2", name: "gone", status: "deleted" };

describe("replica choices", () => {
  const choices = replicaChoices([
    { vm: web1, location: "tll" },
    { vm: gone, location: "tll" },
  ]);

  it("lists every snapshot and backup of live VMs, newest first, with the VM's system and size", () => {
    expect(choices.map((choice) => [choice.location, choice.vmName, choice.type, choice.sizeGb, choice.osName, choice.osVersion])).toEqual([
      ["tll", "web-1", "backup", 40, "debian", "12"],
      ["tll", "web-1", "snapshot", 40, "debian", "12"],
    ]);
  });

  it.each([
    [{ vmName: "web-1", type: "snapshot" as const, createdAt: "2026-01-01 03:00:00.000000" }, `web-1 · snapshot · ${formatDateTime("2026-01-01 03:00:00.000000", "en-GB")}`],
    [{ vmName: "db", type: "backup" as const, createdAt: "2026-03-04T05:06:07Z" }, `db · backup · ${formatDateTime("2026-03-04T05:06:07Z", "en-GB")}`],
    [{ vmName: "db", type: "backup" as const, createdAt: "" }, "db · backup"],
  ])("labels %j as %j", (choice, label) => expect(replicaLabel(choice, (value) => formatDateTime(value, "en-GB"), (type) => type)).toBe(label));

  it("writes the date in the site's locale, never the API's string", () => {
    expect(replicaLabel({ vmName: "web-1", type: "snapshot", createdAt: "2026-01-01 03:00:00.000000" }, (value) => formatDateTime(value, "en-GB"), (type) => type)).toMatch(
      /^web-1 · snapshot · \d{1,2} Jan 2026, \d{2}:\d{2}$/,
    );
  });

  it.each([
    [{ location: "tll", sourceUuid: "vm-1", sourceReplica: "vm-12026-01-01-03-00-00" }, "snapshot"],
    [{ location: "jhv", sourceUuid: "vm-1", sourceReplica: "vm-12026-01-01-03-00-00" }, undefined],
    [{ location: "tll", sourceUuid: "vm-9", sourceReplica: "vm-12026-01-01-03-00-00" }, undefined],
    [{ location: "tll", sourceUuid: "vm-1", sourceReplica: "" }, undefined],
  ])("finds %j: %j", (values, type) => expect(findReplicaChoice(choices, values)?.type).toBe(type));
});

describe("isUuid", () => {
  it.each([
    ["0b6f3c1e-9a2d-4c57-8e41-2f7a9d3b6c10", true],
    [" 0B6F3C1E-9A2D-4C57-8E41-2F7A9D3B6C10 ", true],
    ["0b6f3c1e9a2d4c578e412f7a9d3b6c10", false],
    ["0b6f3c1e-9a2d-4c57-8e41-2f7a9d3b6c1", false],
    ["vda", false],
    ["", false],
  ])("%j is %j", (text, expected) => expect(isUuid(text)).toBe(expected));
});
