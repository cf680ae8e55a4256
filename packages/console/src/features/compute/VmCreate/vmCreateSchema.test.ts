import { describe, expect, it } from "vitest";
import type { PredefinedPackage, VmParameter } from "@cloudconsole/sdk";
import type { ReplicaChoice } from "./bootSource";
import { englishT } from "../../../i18n";
import { setupI18n, type Messages } from "@lingui/core";
import { vmCreateMessages, type VmCreateT } from "./messages";
import { vmProblemWords } from "./problemWords";
import { chosenSize, integerProblem, packageDiskProblem, packageOsProblem, parameterRange, toCreateVmBody } from "./vmCreateHelpers";
import { vmCreateSchema, type VmCreateValues } from "./vmCreateRules";

// The rules' words in English, as the form gives them to an English-speaking customer.
const words = vmProblemWords(englishT(vmCreateMessages));

const parameters: VmParameter[] = [
  { parameter: "name", type: "string", constraint: "regexp", mandatory: true, expression: "^[0-9a-zA-Z][-0-9a-zA-Z]{2,}[0-9a-zA-Z]$" },
  { parameter: "vcpu", type: "integer", constraint: "range", mandatory: true, min: 1, max: 16, limited_by: "os_name", limits: [{ os_name: "windows", min: 2 }] },
  { parameter: "ram", type: "integer", constraint: "range", mandatory: true, min: 512, max: 65536 },
  { parameter: "disks", type: "integer", constraint: "range", mandatory: true, min: 20, max: 240 },
  { parameter: "username", type: "string", constraint: "regexp", mandatory: true, expression: "^(?=.{1,30}$)[a-zA-Z_][0-9a-zA-Z_-]*$", limited_by: "os_name", limits: [{ os_name: "windows", mandatory: false }] },
  { parameter: "password", type: "string", constraint: "regexp", mandatory: true, expression: "^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$" },
];
const packages: PredefinedPackage[] = [
  { cpu: 1, ram: 1, ssd: 20, os: ["other"], notice: "Windows needs at least 2 vCPU." },
  { cpu: 2, ram: 4, ssd: 60, os: ["win", "other"] },
  { cpu: 4, ram: 4, ssd: 80, os: ["win", "other"], disabled_os: ["centos"] },
];
const valid: VmCreateValues = {
  name: "web-3",
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
  packageIndex: "1",
  vcpu: "",
  ramMb: "",
  diskGb: "",
  username: "root",
  authMethod: "password",
  password: "Secret123",
  publicKey: "",
  cloudInit: "",
  networkUuid: "",
  reservePublicIp: true,
  hostPoolUuid: "",
  billingAccountId: "101",
};

const SOURCE_VM = "5aea1842-895f-4bd3-8bd6-e37b2282fb46";
/** A 40 GB snapshot of an Ubuntu VM in tll. */
const snapshot: ReplicaChoice = {
  location: "tll",
  vmUuid: SOURCE_VM,
  vmName: "web-1",
  replicaUuid: `${SOURCE_VM}2026-01-01-03-00-00`,
  type: "snapshot",
  createdAt: "2026-01-01 03:00:00.000000",
  sizeGb: 40,
  osName: "ubuntu",
  osVersion: "24.04",
  vcpu: 2,
  memoryMb: 2048,
};
/** The form after picking that snapshot: its OS copied in, custom size with the disk at the snapshot's size. */
const fromSnapshot: Partial<VmCreateValues> = {
  bootSource: "replica",
  sourceUuid: snapshot.vmUuid,
  sourceReplica: snapshot.replicaUuid,
  sizeMode: "custom",
  vcpu: "2",
  ramMb: "2048",
  diskGb: "40",
};
const DISK = "0b6f3c1e-9a2d-4c57-8e41-2f7a9d3b6c10";
const fromDisk: Partial<VmCreateValues> = { bootSource: "disk", diskUuid: DISK };

function problems(values: Partial<VmCreateValues>, billingAccountRequired = true): Record<string, string> {
  const result = vmCreateSchema({ parameters, packages, billingAccountRequired, replicas: [snapshot] }, words).safeParse({ ...valid, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe("the VM create rules", () => {
  it("accepts a complete form", () => expect(problems({})).toEqual({}));

  it.each<[string, Partial<VmCreateValues>, Record<string, string>]>([
    ["empty required fields say 'This field is required'", { name: " ", username: "", password: "", billingAccountId: "" }, { name: "This field is required", username: "This field is required", password: "This field is required", billingAccountId: "This field is required" }],
    ["custom size needs every number", { sizeMode: "custom" }, { vcpu: "This field is required", ramMb: "This field is required", diskGb: "This field is required" }],
    ["numbers are whole", { sizeMode: "custom", vcpu: "1.5", ramMb: "1024", diskGb: "abc" }, { vcpu: "Enter a whole number", diskGb: "Enter a whole number" }],
    ["numbers are at least 1", { sizeMode: "custom", vcpu: "0", ramMb: "1024", diskGb: "20" }, { vcpu: "Must be at least 1" }],
    ["numbers stay within /api/parameters/vm", { sizeMode: "custom", vcpu: "17", ramMb: "256", diskGb: "500" }, { vcpu: "Must be at most 16", ramMb: "Must be at least 512", diskGb: "Must be at most 240" }],
    ["Windows needs 2 vCPU", { sizeMode: "custom", osName: "windows", osVersion: "2022", vcpu: "1", ramMb: "2048", diskGb: "40" }, { vcpu: "Must be at least 2" }],
    ["Windows needs no username", { osName: "windows", osVersion: "2022", username: "" }, {}],
    ["a package must suit the OS", { osName: "windows", osVersion: "2022", packageIndex: "0" }, { packageIndex: "Not available for windows" }],
    ["a package can disable an OS", { osName: "centos", osVersion: "9", packageIndex: "2" }, { packageIndex: "Not available for centos" }],
    ["the name follows the API's pattern", { name: "-x" }, { name: "Use at least 4 letters, digits or hyphens, starting and ending with a letter or digit" }],
    ["the password follows the API's pattern", { password: "short" }, { password: "Use at least 8 characters with a lowercase letter, an uppercase letter and a digit" }],
    ["a public key replaces the password", { authMethod: "public_key", password: "", publicKey: "" }, { publicKey: "This field is required" }],
  ])("%s", (_case, values, expected) => expect(problems(values)).toEqual(expected));

  it("needs no billing account when the token is restricted to one", () => expect(problems({ billingAccountId: "" }, false)).toEqual({}));

  it("says what is wrong in the customer's language", async () => {
    const messages = ((await import("./locales/id.json")) as { default: Messages }).default;
    const indonesian = setupI18n({ locale: "id", messages: { id: messages } });
    const t: VmCreateT = (id, values) => indonesian._(id, values);
    const values = { ...valid, name: "", sizeMode: "custom" as const, vcpu: "1.5", ramMb: "100", diskGb: "40" };
    const issues = vmCreateSchema({ parameters, packages, billingAccountRequired: true }, vmProblemWords(t, "id")).safeParse(values).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]))).toEqual({ name: "Kolom ini wajib diisi", vcpu: "Masukkan bilangan bulat", ramMb: "Minimal 512" });
  });
});

describe("a LIMITED account's sizes", () => {
  const limits = { vcpu: 1, ram_mb: 2048 };
  const accounts = [
    { id: 101, restriction_level: "CLEAR" as const },
    { id: 102, restriction_level: "LIMITED" as const },
  ];
  const limited = (values: Partial<VmCreateValues>, billingAccounts = accounts) =>
    Object.fromEntries(
      (vmCreateSchema({ parameters, packages, billingAccountRequired: true, billingAccounts, limits }, words).safeParse({ ...valid, ...values }).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );

  it.each<[string, Partial<VmCreateValues>, Record<string, string>]>([
    ["a CLEAR account keeps any size", { packageIndex: "2" }, {}],
    ["a package within the limits", { billingAccountId: "102", packageIndex: "0" }, {}],
    ["a package over the limits", { billingAccountId: "102", packageIndex: "1" }, { packageIndex: "Over the limited account's 1 vCPU and 2 GB RAM" }],
    ["a custom size at the limits", { billingAccountId: "102", sizeMode: "custom", vcpu: "1", ramMb: "2048", diskGb: "20" }, {}],
    [
      "a custom size over the limits",
      { billingAccountId: "102", sizeMode: "custom", vcpu: "2", ramMb: "2049", diskGb: "20" },
      { vcpu: "A limited account may have at most 1 vCPU", ramMb: "A limited account may have at most 2048 MB" },
    ],
  ])("%s", (_case, values, expected) => expect(limited(values)).toEqual(expected));

  it("applies to the only account a restricted token sees", () => {
    expect(limited({ billingAccountId: "", packageIndex: "1" }, [{ id: 102, restriction_level: "LIMITED" }])).toMatchObject({ packageIndex: "Over the limited account's 1 vCPU and 2 GB RAM" });
  });
});

describe("the boot source rules", () => {
  it.each<[string, Partial<VmCreateValues>, Record<string, string>]>([
    ["a snapshot of this location with a disk its size is complete", fromSnapshot, {}],
    ["a snapshot needs no OS picked (it carries its own)", { ...fromSnapshot, osName: "", osVersion: "" }, {}],
    ["a snapshot must be chosen", { ...fromSnapshot, sourceUuid: "", sourceReplica: "" }, { sourceReplica: "This field is required" }],
    ["the snapshot must be one of this location", { ...fromSnapshot, location: "jhv" }, { sourceReplica: "Choose a snapshot or backup of a virtual machine in this location" }],
    ["the snapshot must belong to the VM sent with it", { ...fromSnapshot, sourceUuid: "another-vm" }, { sourceReplica: "Choose a snapshot or backup of a virtual machine in this location" }],
    ["the disk may be bigger than the snapshot", { ...fromSnapshot, diskGb: "100" }, {}],
    ["the disk may not be smaller than the snapshot", { ...fromSnapshot, diskGb: "30" }, { diskGb: "Must be at least 40 GB, the size of the snapshot" }],
    ["the disk still needs a size", { ...fromSnapshot, diskGb: "" }, { diskGb: "This field is required" }],
    ["a package's disk must hold the snapshot", { ...fromSnapshot, sizeMode: "package", packageIndex: "0" }, { packageIndex: "Too small for the snapshot (40 GB)" }],
    ["a package with a big enough disk will do", { ...fromSnapshot, sizeMode: "package", packageIndex: "1" }, {}],
    ["an existing disk is named by its UUID", fromDisk, {}],
    ["an existing disk must be given", { ...fromDisk, diskUuid: "  " }, { diskUuid: "This field is required" }],
    ["an existing disk's UUID must be a UUID", { ...fromDisk, diskUuid: "vda" }, { diskUuid: "Enter the disk's UUID, like 3f1c2a9e-5b7d-4e21-9a0c-6d8e4f2b1a37" }],
    ["an existing disk needs no disk size", { ...fromDisk, sizeMode: "custom", vcpu: "2", ramMb: "2048", diskGb: "" }, {}],
    ["an existing disk still needs an OS", { ...fromDisk, osName: "", osVersion: "" }, { osName: "This field is required", osVersion: "This field is required" }],
    ["an image needs its OS", { osName: "", osVersion: "" }, { osName: "This field is required", osVersion: "This field is required" }],
    ["an image ignores a left-over disk UUID", { diskUuid: "vda" }, {}],
  ])("%s", (_case, values, expected) => expect(problems(values)).toEqual(expected));

  it.each<[number, Pick<ReplicaChoice, "sizeGb" | "type"> | undefined, string | undefined]>([
    [20, undefined, undefined],
    [40, { sizeGb: 40, type: "snapshot" }, undefined],
    [39, { sizeGb: 40, type: "snapshot" }, "Too small for the snapshot (40 GB)"],
    [60, { sizeGb: 80, type: "backup" }, "Too small for the backup (80 GB)"],
  ])("a package of %i GB for %j: %j", (ssd, replica, expected) => expect(packageDiskProblem({ cpu: 1, ram: 1, ssd }, replica, words)).toBe(expected));
});

describe("the create request", () => {
  it("sends a package's size, the defaults for host pool and public IP, and leaves out empty fields", () => {
    expect(toCreateVmBody(valid, packages)).toEqual({
      name: "web-3",
      description: undefined,
      billing_account_id: 101,
      os_name: "ubuntu",
      os_version: "24.04",
      username: "root",
      password: "Secret123",
      public_key: undefined,
      cloud_init: undefined,
      vcpu: 2,
      ram: 4096,
      disks: 60,
      designated_pool_uuid: "",
      reserve_public_ip: true,
      network_uuid: undefined,
    });
  });

  it("sends a snapshot as source_uuid + source_replica, with the disk size", () => {
    const body = toCreateVmBody({ ...valid, ...fromSnapshot, diskGb: "60" }, packages);
    expect(body).toMatchObject({ source_uuid: SOURCE_VM, source_replica: snapshot.replicaUuid, disks: 60, os_name: "ubuntu", os_version: "24.04" });
    expect(body.disk_uuid).toBeUndefined();
  });

  it("sends an existing disk as disk_uuid and no disks", () => {
    const body = toCreateVmBody({ ...valid, ...fromDisk, diskUuid: ` ${DISK} ` }, packages);
    expect(body).toMatchObject({ disk_uuid: DISK, vcpu: 2, ram: 4096 });
    expect(body.disks).toBeUndefined();
    expect(body.source_uuid).toBeUndefined();
    expect(body.source_replica).toBeUndefined();
  });

  it("sends neither source nor disk for an image, whatever was typed in the hidden fields", () => {
    const body = toCreateVmBody({ ...valid, sourceUuid: SOURCE_VM, sourceReplica: "x", diskUuid: DISK }, packages);
    expect(body).toMatchObject({ disks: 60 });
    expect([body.disk_uuid, body.source_uuid, body.source_replica]).toEqual([undefined, undefined, undefined]);
  });

  it("sends a custom size and a public key instead of a password", () => {
    const body = toCreateVmBody({ ...valid, sizeMode: "custom", vcpu: "3", ramMb: "3072", diskGb: "30", authMethod: "public_key", publicKey: "ssh-ed25519 AAAA", password: "ignored" }, packages);
    expect(body).toMatchObject({ vcpu: 3, ram: 3072, disks: 30, public_key: "ssh-ed25519 AAAA", password: undefined });
  });
});

describe("helpers", () => {
  it("narrows a range by the OS", () => {
    expect(parameterRange(parameters, "vcpu", "windows")).toEqual({ min: 2, max: 16 });
    expect(parameterRange(parameters, "vcpu", "ubuntu")).toEqual({ min: 1, max: 16 });
    expect(parameterRange(parameters, "nothing", "ubuntu")).toEqual({});
  });
  it.each([
    ["", "This field is required"],
    ["-3", "Must be at least 1"],
    ["7", undefined],
  ])("integerProblem(%j) is %j", (text, expected) => expect(integerProblem(text, {}, words)).toBe(expected));
  it("names why a package cannot carry an OS", () => {
    expect(packageOsProblem(packages[0] as PredefinedPackage, "windows", "Windows Server", words)).toBe("Not available for Windows Server");
    expect(packageOsProblem(packages[1] as PredefinedPackage, "windows", "windows", words)).toBeUndefined();
  });
  it("reads the size from the package or the custom fields", () => {
    expect(chosenSize({ ...valid, packageIndex: "2" }, packages)).toEqual({ vcpu: 4, ramMb: 4096, diskGb: 80 });
    expect(chosenSize({ ...valid, sizeMode: "custom", vcpu: "2", ramMb: "512", diskGb: "20" }, packages)).toEqual({ vcpu: 2, ramMb: 512, diskGb: 20 });
  });
});
