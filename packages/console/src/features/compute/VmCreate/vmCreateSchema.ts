import { z } from "zod";
import type { PredefinedPackage, VmImage, VmParameter } from "@cloudconsole/sdk";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { BOOT_SOURCES, findReplicaChoice, isUuid, type ReplicaChoice } from "./bootSource";

/**
 * The create form's fields and their types. Numbers stay text until validated, so an empty field can say 'This field
 * is required'; the rules between fields are in `vmCreateSchema`.
 */
export const vmCreateFields = z.object({
  name: z.string(),
  description: z.string(),
  location: z.string(),
  bootSource: z.enum(BOOT_SOURCES),
  /** The VM whose snapshot or backup the new one starts from (boot source "replica"). */
  sourceUuid: z.string(),
  sourceReplica: z.string(),
  /** An unattached disk of the location to boot from (boot source "disk"). */
  diskUuid: z.string(),
  imageKind: z.enum(["os", "app_catalog"]),
  osName: z.string(),
  osVersion: z.string(),
  sizeMode: z.enum(["package", "custom"]),
  packageIndex: z.string(),
  vcpu: z.string(),
  ramMb: z.string(),
  diskGb: z.string(),
  username: z.string(),
  authMethod: z.enum(["password", "public_key"]),
  password: z.string(),
  publicKey: z.string(),
  cloudInit: z.string(),
  networkUuid: z.string(),
  reservePublicIp: z.boolean(),
  hostPoolUuid: z.string(),
  billingAccountId: z.string(),
});

/** The create form's values. */
export type VmCreateValues = z.infer<typeof vmCreateFields>;

/** What the rules depend on besides the values themselves. */
export interface VmCreateRules {
  parameters: readonly VmParameter[];
  packages: readonly PredefinedPackage[];
  /** False when the token is restricted to one billing account: the server then picks it. */
  billingAccountRequired: boolean;
  /** The snapshots and backups of the caller's VMs, in every location. */
  replicas?: readonly ReplicaChoice[];
}

/** A number range for a parameter, narrowed by its per-OS limits (`limited_by: os_name`). */
export function parameterRange(parameters: readonly VmParameter[], name: string, osName: string): { min?: number; max?: number } {
  const parameter = parameters.find((candidate) => candidate.parameter === name);
  if (!parameter) return {};
  const limit = parameter.limited_by === "os_name" ? parameter.limits?.find((candidate) => candidate.os_name === osName) : undefined;
  const pick = (key: "min" | "max") => (limit && typeof limit[key] === "number" ? limit[key] : parameter[key]);
  return { min: pick("min"), max: pick("max") };
}

/** Whether a parameter must be given for this OS (a per-OS limit may lift it: Windows needs no username). */
export function parameterMandatory(parameters: readonly VmParameter[], name: string, osName: string, fallback = true): boolean {
  const parameter = parameters.find((candidate) => candidate.parameter === name);
  if (!parameter) return fallback;
  const limit = parameter.limited_by === "os_name" ? parameter.limits?.find((candidate) => candidate.os_name === osName) : undefined;
  if (limit && typeof limit.mandatory === "boolean") return limit.mandatory;
  return parameter.mandatory ?? fallback;
}

function parameterPattern(parameters: readonly VmParameter[], name: string): RegExp | undefined {
  const expression = parameters.find((candidate) => candidate.parameter === name && candidate.constraint === "regexp")?.expression;
  if (!expression) return undefined;
  try {
    return new RegExp(expression);
  } catch {
    return undefined;
  }
}

/** Checks a whole-number field (an integer of at least 1), then the range the API allows; undefined when fine. */
export function integerProblem(text: string, range: { min?: number; max?: number } = {}): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return REQUIRED_MESSAGE;
  if (!/^-?\d+$/.test(trimmed)) return "Enter a whole number";
  const value = Number(trimmed);
  const min = Math.max(1, range.min ?? 1);
  if (value < min) return `Must be at least ${min}`;
  if (range.max !== undefined && value > range.max) return `Must be at most ${range.max}`;
  return undefined;
}

/** The OS family packages are offered for. */
export function osFamily(osName: string): "win" | "other" {
  return osName === "windows" ? "win" : "other";
}

/** Why a predefined package cannot carry this OS, or undefined when it can. */
export function packageOsProblem(pkg: PredefinedPackage, osName: string, osDisplayName = osName): string | undefined {
  if (pkg.os && pkg.os.length > 0 && !pkg.os.includes(osFamily(osName))) return `Not available for ${osDisplayName}`;
  if (pkg.disabled_os?.includes(osName)) return `Not available for ${osDisplayName}`;
  return undefined;
}

/** Why a package's disk cannot hold a snapshot or backup, or undefined when it can. */
export function packageDiskProblem(pkg: PredefinedPackage, replica: Pick<ReplicaChoice, "sizeGb" | "type"> | undefined): string | undefined {
  return replica && pkg.ssd < replica.sizeGb ? `Too small for the ${replica.type} (${replica.sizeGb} GB)` : undefined;
}

/** The message for a UUID field that holds something else. */
export const DISK_UUID_MESSAGE = "Enter the disk's UUID, like 3f1c2a9e-5b7d-4e21-9a0c-6d8e4f2b1a37";

/** A package's label: '2 vCPU, 4 GB RAM, 60 GB SSD'. */
export function packageLabel(pkg: PredefinedPackage): string {
  return `${pkg.cpu} vCPU, ${pkg.ram} GB RAM, ${pkg.ssd} GB SSD`;
}

/** The vCPU, RAM (MB) and disk (GB) the values stand for, whichever size mode is chosen. */
export function chosenSize(values: Pick<VmCreateValues, "sizeMode" | "packageIndex" | "vcpu" | "ramMb" | "diskGb">, packages: readonly PredefinedPackage[]) {
  if (values.sizeMode === "package") {
    const pkg = packages[Number(values.packageIndex)];
    if (pkg) return { vcpu: pkg.cpu, ramMb: pkg.ram * 1024, diskGb: pkg.ssd };
  }
  return { vcpu: Number(values.vcpu), ramMb: Number(values.ramMb), diskGb: Number(values.diskGb) };
}

/**
 * The form's validation: required fields, whole numbers, the server's /api/parameters/vm constraints and the rules
 * between fields (a boot source's own fields, a package that suits the OS and the snapshot), on the fields' object.
 */
export function vmCreateSchema(rules: VmCreateRules) {
  const namePattern = parameterPattern(rules.parameters, "name");
  const usernamePattern = parameterPattern(rules.parameters, "username");
  const passwordPattern = parameterPattern(rules.parameters, "password");
  return vmCreateFields.superRefine((values, ctx) => {
    const problem = (path: keyof VmCreateValues, message: string | undefined) => {
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
    };
    const required = (path: keyof VmCreateValues, text: string) => problem(path, text.trim() === "" ? REQUIRED_MESSAGE : undefined);

    const name = values.name.trim();
    if (name === "") problem("name", REQUIRED_MESSAGE);
    else if (namePattern && !namePattern.test(name)) problem("name", "Use at least 4 letters, digits or hyphens, starting and ending with a letter or digit");
    required("location", values.location);
    // A snapshot or backup brings its own system (the form copies it into osName/osVersion); the others need one picked.
    let replica: ReplicaChoice | undefined;
    if (values.bootSource === "replica") {
      replica = findReplicaChoice(rules.replicas ?? [], values);
      if (values.sourceReplica === "") problem("sourceReplica", REQUIRED_MESSAGE);
      else if (!replica) problem("sourceReplica", "Choose a snapshot or backup of a virtual machine in this location");
    } else {
      required("osName", values.osName);
      required("osVersion", values.osVersion);
    }
    if (values.bootSource === "disk") {
      const diskUuid = values.diskUuid.trim();
      if (diskUuid === "") problem("diskUuid", REQUIRED_MESSAGE);
      else if (!isUuid(diskUuid)) problem("diskUuid", DISK_UUID_MESSAGE);
    }

    if (values.sizeMode === "package") {
      const pkg = rules.packages[Number(values.packageIndex)];
      if (values.packageIndex === "" || !pkg) problem("packageIndex", REQUIRED_MESSAGE);
      else problem("packageIndex", packageOsProblem(pkg, values.osName) ?? packageDiskProblem(pkg, replica));
    } else {
      problem("vcpu", integerProblem(values.vcpu, parameterRange(rules.parameters, "vcpu", values.osName)));
      problem("ramMb", integerProblem(values.ramMb, parameterRange(rules.parameters, "ram", values.osName)));
      // An existing disk keeps its size (disks is not sent); a replica needs a disk at least its size.
      if (values.bootSource !== "disk") {
        const diskProblem = integerProblem(values.diskGb, parameterRange(rules.parameters, "disks", values.osName));
        problem("diskGb", diskProblem ?? (replica && Number(values.diskGb) < replica.sizeGb ? `Must be at least ${replica.sizeGb} GB, the size of the ${replica.type}` : undefined));
      }
    }

    const username = values.username.trim();
    if (username === "") {
      if (parameterMandatory(rules.parameters, "username", values.osName)) problem("username", REQUIRED_MESSAGE);
    } else if (usernamePattern && !usernamePattern.test(username)) {
      problem("username", "Start with a letter or underscore; then letters, digits, underscores or hyphens (at most 30)");
    }

    if (values.authMethod === "password") {
      if (values.password === "") problem("password", REQUIRED_MESSAGE);
      else if (passwordPattern && !passwordPattern.test(values.password)) problem("password", "Use at least 8 characters with a lowercase letter, an uppercase letter and a digit");
    } else {
      required("publicKey", values.publicKey);
    }

    if (rules.billingAccountRequired) required("billingAccountId", values.billingAccountId);
  });
}

/**
 * The body of POST /{location}/user-resource/vm for valid values; empty optional fields are left out. A replica goes
 * as source_uuid + source_replica; an existing disk as disk_uuid without disks (the API ignores disks with a disk_uuid).
 */
export function toCreateVmBody(values: VmCreateValues, packages: readonly PredefinedPackage[]) {
  const size = chosenSize(values, packages);
  const optional = (text: string) => (text.trim() === "" ? undefined : text.trim());
  const fromDisk = values.bootSource === "disk";
  const fromReplica = values.bootSource === "replica";
  return {
    name: values.name.trim(),
    description: optional(values.description),
    billing_account_id: values.billingAccountId ? Number(values.billingAccountId) : undefined,
    os_name: values.osName,
    os_version: values.osVersion,
    username: optional(values.username),
    password: values.authMethod === "password" ? values.password : undefined,
    public_key: values.authMethod === "public_key" ? optional(values.publicKey) : undefined,
    cloud_init: optional(values.cloudInit),
    vcpu: size.vcpu,
    ram: size.ramMb,
    disks: fromDisk ? undefined : size.diskGb,
    disk_uuid: fromDisk ? values.diskUuid.trim() : undefined,
    source_uuid: fromReplica ? values.sourceUuid : undefined,
    source_replica: fromReplica ? values.sourceReplica : undefined,
    // Empty means the default pool.
    designated_pool_uuid: values.hostPoolUuid,
    reserve_public_ip: values.reservePublicIp,
    network_uuid: optional(values.networkUuid),
  };
}

/** The images of one tab, in the provider's order. */
export function imagesOfKind(images: readonly VmImage[], kind: VmCreateValues["imageKind"]): VmImage[] {
  return images
    .filter((image) => Boolean(image.is_app_catalog) === (kind === "app_catalog"))
    .sort((a, b) => (a.ui_position ?? 0) - (b.ui_position ?? 0));
}

/** Versions that can be chosen (unpublished ones are hidden). */
export function publishedVersions(image: VmImage | undefined) {
  return image?.versions.filter((version) => version.published !== false) ?? [];
}
