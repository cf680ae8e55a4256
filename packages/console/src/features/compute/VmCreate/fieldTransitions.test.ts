import { describe, expect, it } from "vitest";
import type { PredefinedPackage, VmImage } from "@cloudconsole/sdk";
import type { ReplicaChoice } from "./bootSource";
import { applyFieldChange, type FieldChange, type FormState, type TransitionCatalog } from "./fieldTransitions";
import type { VmCreateValues } from "./vmCreateRules";

const image = (os_name: string, versions: string[], extra: Partial<VmImage> = {}): VmImage => ({ os_name, display_name: os_name, versions: versions.map((os_version) => ({ os_version })), ...extra });
const images: VmImage[] = [
  image("ubuntu", ["24.04", "22.04"], { is_default: true }),
  image("debian", ["12"]),
  image("windows", ["2022"]),
  image("wordpress", ["6.6"], { is_app_catalog: true }),
  image("nextcloud", ["29"], { is_app_catalog: true, is_default: true }),
];
const packages: PredefinedPackage[] = [
  { cpu: 1, ram: 1, ssd: 20, os: ["other"] },
  { cpu: 2, ram: 4, ssd: 60, os: ["win", "other"] },
];
const linuxOnly: PredefinedPackage[] = [{ cpu: 1, ram: 1, ssd: 20, os: ["other"] }];
const snapshot: ReplicaChoice = {
  location: "tll",
  vmUuid: "vm-1",
  vmName: "web-1",
  replicaUuid: "vm-1-snap",
  type: "snapshot",
  createdAt: "2026-01-01 03:00:00.000000",
  sizeGb: 40,
  osName: "debian",
  osVersion: "12",
  vcpu: 2,
  memoryMb: 2048,
};
const appSnapshot: ReplicaChoice = { ...snapshot, vmUuid: "vm-2", replicaUuid: "vm-2-snap", osName: "wordpress", osVersion: "6.6" };
const catalog: TransitionCatalog = { images, packages, replicas: [snapshot, appSnapshot] };

const start: VmCreateValues = {
  name: "",
  description: "",
  location: "tll",
  bootSource: "image",
  sourceUuid: "",
  sourceReplica: "",
  diskUuid: "",
  imageKind: "os",
  osName: "ubuntu",
  osVersion: "24.04",
  sizeMode: "package",
  packageIndex: "0",
  vcpu: "",
  ramMb: "",
  diskGb: "",
  username: "root",
  authMethod: "password",
  password: "",
  publicKey: "",
  cloudInit: "",
  networkUuid: "",
  reservePublicIp: true,
  hostPoolUuid: "",
  billingAccountId: "",
};

/** The fields a change touched, with their new values. */
function changed(state: FormState, change: FieldChange, using: TransitionCatalog = catalog): Partial<VmCreateValues> {
  const before = new Map(Object.entries(state.values));
  return Object.fromEntries(Object.entries(applyFieldChange(state, change, using).values).filter(([field, value]) => value !== before.get(field)));
}

describe("field transitions", () => {
  it.each<[string, Partial<VmCreateValues>, FieldChange, Partial<VmCreateValues>]>([
    ["moving elsewhere drops the snapshot, host pool and network of the old location", { sourceUuid: "vm-1", sourceReplica: "vm-1-snap", hostPoolUuid: "pool-1", networkUuid: "net-1" }, { field: "location", value: "jhv" }, { location: "jhv", sourceUuid: "", sourceReplica: "", hostPoolUuid: "", networkUuid: "" }],
    ["an image brings its first version", {}, { field: "osName", value: "debian" }, { osName: "debian", osVersion: "12" }],
    ["Windows clears an untouched 'root' and moves off a package without Windows", {}, { field: "osName", value: "windows" }, { osName: "windows", osVersion: "2022", username: "", packageIndex: "1" }],
    ["Windows keeps a username the visitor typed", { username: "admin" }, { field: "osName", value: "windows" }, { osName: "windows", osVersion: "2022", packageIndex: "1" }],
    ["leaving Windows starts an empty username as root", { osName: "windows", osVersion: "2022", username: "", packageIndex: "1" }, { field: "osName", value: "ubuntu" }, { osName: "ubuntu", osVersion: "24.04", username: "root" }],
    ["a custom size stays custom whatever the system", { sizeMode: "custom", packageIndex: "0" }, { field: "osName", value: "windows" }, { osName: "windows", osVersion: "2022", username: "" }],
    ["the Apps tab picks its default app", {}, { field: "imageKind", value: "app_catalog" }, { imageKind: "app_catalog", osName: "nextcloud", osVersion: "29" }],
    ["back on the systems tab, its default system", { imageKind: "app_catalog", osName: "nextcloud", osVersion: "29" }, { field: "imageKind", value: "os" }, { imageKind: "os", osName: "ubuntu", osVersion: "24.04" }],
    ["an existing disk changes only the boot source", {}, { field: "bootSource", value: "disk" }, { bootSource: "disk" }],
    ["snapshots without one chosen change only the boot source", {}, { field: "bootSource", value: "replica" }, { bootSource: "replica" }],
    [
      "a snapshot brings its VM, its system and a custom size with its disk, CPU and RAM",
      { bootSource: "replica" },
      { field: "sourceReplica", value: "vm-1-snap" },
      { sourceReplica: "vm-1-snap", sourceUuid: "vm-1", osName: "debian", osVersion: "12", sizeMode: "custom", diskGb: "40", vcpu: "2", ramMb: "2048" },
    ],
    [
      "a snapshot keeps a bigger disk and the CPU and RAM typed",
      { bootSource: "replica", sizeMode: "custom", diskGb: "100", vcpu: "4", ramMb: "4096" },
      { field: "sourceReplica", value: "vm-1-snap" },
      { sourceReplica: "vm-1-snap", sourceUuid: "vm-1", osName: "debian", osVersion: "12" },
    ],
    ["a snapshot raises a smaller disk to its size", { bootSource: "replica", sizeMode: "custom", diskGb: "30", vcpu: "1", ramMb: "1024" }, { field: "sourceReplica", value: "vm-1-snap" }, { sourceReplica: "vm-1-snap", sourceUuid: "vm-1", osName: "debian", osVersion: "12", diskGb: "40" }],
    ["an app's snapshot opens the Apps tab", { bootSource: "replica" }, { field: "sourceReplica", value: "vm-2-snap" }, { sourceReplica: "vm-2-snap", sourceUuid: "vm-2", imageKind: "app_catalog", osName: "wordpress", osVersion: "6.6", sizeMode: "custom", diskGb: "40", vcpu: "2", ramMb: "2048" }],
    ["a snapshot of another location is not taken", { bootSource: "replica", location: "jhv" }, { field: "sourceReplica", value: "vm-1-snap" }, { sourceReplica: "vm-1-snap" }],
    ["no snapshot chosen forgets the VM", { bootSource: "replica", sourceUuid: "vm-1", sourceReplica: "vm-1-snap" }, { field: "sourceReplica", value: "" }, { sourceReplica: "", sourceUuid: "" }],
  ])("%s", (_case, values, change, expected) => expect(changed({ values: { ...start, ...values } }, change)).toEqual(expected));

  it("moves to a custom size when no package can carry the system", () => {
    expect(changed({ values: start }, { field: "osName", value: "windows" }, { ...catalog, packages: linuxOnly })).toEqual({ osName: "windows", osVersion: "2022", username: "", sizeMode: "custom" });
  });

  it("takes a snapshot chosen earlier when snapshots are picked again", () => {
    const values = { ...start, sourceUuid: "vm-1", sourceReplica: "vm-1-snap" };
    expect(changed({ values }, { field: "bootSource", value: "replica" })).toEqual({ bootSource: "replica", osName: "debian", osVersion: "12", sizeMode: "custom", diskGb: "40", vcpu: "2", ramMb: "2048" });
  });

  it("gives the picked image back when leaving snapshots", () => {
    const picked = { ...start, osName: "debian", osVersion: "12" };
    const onSnapshots = applyFieldChange({ values: picked }, { field: "bootSource", value: "replica" }, catalog);
    expect(onSnapshots.imageBeforeReplica).toEqual({ imageKind: "os", osName: "debian", osVersion: "12" });
    const withSnapshot = applyFieldChange(onSnapshots, { field: "sourceReplica", value: "vm-2-snap" }, catalog);
    expect(withSnapshot.values).toMatchObject({ imageKind: "app_catalog", osName: "wordpress" });
    const back = applyFieldChange(withSnapshot, { field: "bootSource", value: "image" }, catalog);
    expect(back.values).toMatchObject({ bootSource: "image", imageKind: "os", osName: "debian", osVersion: "12" });
  });

  describe("a package's default OS", () => {
    const withDefaults: TransitionCatalog = { ...catalog, packages: [{ cpu: 1, ram: 1, ssd: 20, os: ["other"], default_os: "ubuntu" }, { cpu: 2, ram: 4, ssd: 60, os: ["win", "other"], default_os: "windows" }, { cpu: 4, ram: 8, ssd: 80, os: ["other"], default_os: "freebsd" }] };
    it.each<[string, FormState, string, Partial<VmCreateValues>]>([
      ["comes with the package while the system was not chosen", { values: start }, "1", { packageIndex: "1", osName: "windows", osVersion: "2022", username: "" }],
      ["does not replace a system the visitor chose", { values: start, osChosen: true }, "1", { packageIndex: "1" }],
      ["is not taken while a snapshot supplies the system", { values: { ...start, bootSource: "replica" } }, "1", { packageIndex: "1" }],
      ["is not taken on the Apps tab", { values: { ...start, imageKind: "app_catalog", osName: "wordpress", osVersion: "6.6" } }, "1", { packageIndex: "1" }],
      ["is not taken when the catalogue lacks it", { values: start }, "2", { packageIndex: "2" }],
    ])("%s", (_case, state, packageIndex, expected) => expect(changed(state, { field: "packageIndex", value: packageIndex }, withDefaults)).toEqual(expected));

    it("counts picking a system as the visitor's choice", () => {
      expect(applyFieldChange({ values: start }, { field: "osName", value: "debian" }, withDefaults).osChosen).toBe(true);
    });
  });
});
