// What the VM-create form shows and sends, and the checks its fields share with its rules (vmCreateRules.ts), without
// zod: the screens render with these while the rules load apart from them.
import { predefinedPackageProblems, vmOsFamily, type BillingAccount, type PredefinedPackage, type VmImage, type VmParameter } from "@cloudconsole/sdk";
import { withinLimits, type SizeLimits } from "../../../shared/billing";
import type { ReplicaChoice } from "./bootSource";
import type { IntegerWords, VmProblemWords } from "./problemWords";
import type { VmCreateValues } from "./vmCreateValues";

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

/** Checks a whole-number field (an integer of at least 1), then the range the API allows; undefined when fine. */
export function integerProblem(text: string, range: { min?: number; max?: number }, words: IntegerWords): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return words.required;
  if (!/^-?\d+$/.test(trimmed)) return words.wholeNumber;
  const value = Number(trimmed);
  const min = Math.max(1, range.min ?? 1);
  if (value < min) return words.atLeast(min);
  if (range.max !== undefined && value > range.max) return words.atMost(range.max);
  return undefined;
}

/** Whether a predefined package can carry this OS. */
export function packageSuitsOs(pkg: PredefinedPackage, osName: string): boolean {
  if (pkg.os && pkg.os.length > 0 && !pkg.os.includes(vmOsFamily(osName))) return false;
  return !pkg.disabled_os?.includes(osName);
}

/** Why a predefined package cannot carry this OS, or undefined when it can. */
export function packageOsProblem(pkg: PredefinedPackage, osName: string, osDisplayName: string, words: Pick<VmProblemWords, "notForOs">): string | undefined {
  return packageSuitsOs(pkg, osName) ? undefined : words.notForOs(osDisplayName);
}

/** Each package's OS settings that contradict each other or the image catalogue, as 'Package 2 vCPU / 1 GB: message' lines. */
export function packageSettingsProblems(packages: readonly PredefinedPackage[], images: readonly VmImage[]): string[] {
  const osNames = images.map((image) => image.os_name);
  return packages.flatMap((pkg) => predefinedPackageProblems(pkg, osNames).map((message) => `Package ${pkg.cpu} vCPU / ${pkg.ram} GB: ${message}`));
}

/** The system a package preselects: its default OS among the operating systems, when its OS settings hold. */
export function packageDefaultImage(pkg: PredefinedPackage | undefined, images: readonly VmImage[]): VmImage | undefined {
  if (!pkg?.default_os || predefinedPackageProblems(pkg, images.map((image) => image.os_name)).length > 0) return undefined;
  return images.find((image) => image.os_name === pkg.default_os && !image.is_app_catalog);
}

/** Why a package's disk cannot hold a snapshot or backup, or undefined when it can. */
export function packageDiskProblem(pkg: PredefinedPackage, replica: Pick<ReplicaChoice, "sizeGb" | "type"> | undefined, words: Pick<VmProblemWords, "tooSmallForReplica">): string | undefined {
  return replica && pkg.ssd < replica.sizeGb ? words.tooSmallForReplica(replica.type, replica.sizeGb) : undefined;
}

/** The account a new VM is charged to: the one chosen, or the only one a restricted token sees. */
export function chargedAccount<A extends Pick<BillingAccount, "id">>(accounts: readonly A[], billingAccountId: string): A | undefined {
  return accounts.find((account) => String(account.id) === billingAccountId) ?? (accounts.length === 1 ? accounts[0] : undefined);
}

/** Whether a package fits a LIMITED account's limits (the platform refuses a larger VM); any package fits no limits. */
export function packageFitsLimits(pkg: PredefinedPackage, limits: SizeLimits | undefined): boolean {
  return !limits || withinLimits(limits, { vcpu: pkg.cpu, ramMb: pkg.ram * 1024 });
}

/** Why a package is too large for a LIMITED account, or undefined when it fits. */
export function packageLimitProblem(pkg: PredefinedPackage, limits: SizeLimits | undefined, words: Pick<VmProblemWords, "overLimits">): string | undefined {
  return limits && !packageFitsLimits(pkg, limits) ? words.overLimits(limits) : undefined;
}

/** Why a custom vCPU count or RAM is too large for a LIMITED account, per field; undefined where it fits. */
export function customLimitProblems(limits: SizeLimits | undefined, size: { vcpu: number; ramMb: number }, words: Pick<VmProblemWords, "limitVcpu" | "limitRam">): { vcpu?: string; ramMb?: string } {
  if (!limits) return {};
  return {
    vcpu: limits.vcpu !== undefined && size.vcpu > limits.vcpu ? words.limitVcpu(limits.vcpu) : undefined,
    ramMb: limits.ram_mb !== undefined && size.ramMb > limits.ram_mb ? words.limitRam(limits.ram_mb) : undefined,
  };
}

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
