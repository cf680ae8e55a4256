// The VM-create form's rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { BillingAccount, PredefinedPackage, VmParameter } from "@cloudconsole/sdk";
import { sizeLimitsOf, type SizeLimits } from "../../../shared/billing";
import { BOOT_SOURCES, findReplicaChoice, isUuid, type ReplicaChoice } from "./bootSource";
import {
  chargedAccount,
  customLimitProblems,
  integerProblem,
  packageDiskProblem,
  packageLimitProblem,
  packageOsProblem,
  parameterMandatory,
  parameterRange,
} from "./vmCreateHelpers";
import type { VmProblemWords } from "./problemWords";
import type { VmCreateValues } from "./vmCreateValues";

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
}) satisfies z.ZodType<VmCreateValues, VmCreateValues>;

export type { VmCreateValues };

/** What the rules depend on besides the values themselves. */
export interface VmCreateRules {
  parameters: readonly VmParameter[];
  packages: readonly PredefinedPackage[];
  /** False when the token is restricted to one billing account: the server then picks it. */
  billingAccountRequired: boolean;
  /** The snapshots and backups of the caller's VMs, in every location. */
  replicas?: readonly ReplicaChoice[];
  /** The accounts a VM may be charged to: a LIMITED one keeps `limits`, as the platform refuses larger VMs. */
  billingAccounts?: readonly Pick<BillingAccount, "id" | "restriction_level">[];
  /** The site's `limitedBillingAccountConfig`. */
  limits?: SizeLimits;
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

/**
 * The form's validation: required fields, whole numbers, the server's /api/parameters/vm constraints and the rules
 * between fields (a boot source's own fields, a package that suits the OS and the snapshot), on the fields' object.
 */
export function vmCreateSchema(rules: VmCreateRules, words: VmProblemWords) {
  const namePattern = parameterPattern(rules.parameters, "name");
  const usernamePattern = parameterPattern(rules.parameters, "username");
  const passwordPattern = parameterPattern(rules.parameters, "password");
  return vmCreateFields.superRefine((values, ctx) => {
    const problem = (path: keyof VmCreateValues, message: string | undefined) => {
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
    };
    const required = (path: keyof VmCreateValues, text: string) => problem(path, text.trim() === "" ? words.required : undefined);

    const name = values.name.trim();
    if (name === "") problem("name", words.required);
    else if (namePattern && !namePattern.test(name)) problem("name", words.name);
    required("location", values.location);
    // A snapshot or backup brings its own system (the form copies it into osName/osVersion); the others need one picked.
    let replica: ReplicaChoice | undefined;
    if (values.bootSource === "replica") {
      replica = findReplicaChoice(rules.replicas ?? [], values);
      if (values.sourceReplica === "") problem("sourceReplica", words.required);
      else if (!replica) problem("sourceReplica", words.chooseReplica);
    } else {
      required("osName", values.osName);
      required("osVersion", values.osVersion);
    }
    if (values.bootSource === "disk") {
      const diskUuid = values.diskUuid.trim();
      if (diskUuid === "") problem("diskUuid", words.required);
      else if (!isUuid(diskUuid)) problem("diskUuid", words.diskUuid);
    }

    const limits = sizeLimitsOf(chargedAccount(rules.billingAccounts ?? [], values.billingAccountId), rules.limits);
    if (values.sizeMode === "package") {
      const pkg = rules.packages[Number(values.packageIndex)];
      if (values.packageIndex === "" || !pkg) problem("packageIndex", words.required);
      else problem("packageIndex", packageOsProblem(pkg, values.osName, values.osName, words) ?? packageDiskProblem(pkg, replica, words) ?? packageLimitProblem(pkg, limits, words));
    } else {
      const overLimits = customLimitProblems(limits, { vcpu: Number(values.vcpu), ramMb: Number(values.ramMb) }, words);
      problem("vcpu", integerProblem(values.vcpu, parameterRange(rules.parameters, "vcpu", values.osName), words) ?? overLimits.vcpu);
      problem("ramMb", integerProblem(values.ramMb, parameterRange(rules.parameters, "ram", values.osName), words) ?? overLimits.ramMb);
      // An existing disk keeps its size (disks is not sent); a replica needs a disk at least its size.
      if (values.bootSource !== "disk") {
        const diskProblem = integerProblem(values.diskGb, parameterRange(rules.parameters, "disks", values.osName), words);
        problem("diskGb", diskProblem ?? (replica && Number(values.diskGb) < replica.sizeGb ? words.diskBelowReplica(replica.type, replica.sizeGb) : undefined));
      }
    }

    const username = values.username.trim();
    if (username === "") {
      if (parameterMandatory(rules.parameters, "username", values.osName)) problem("username", words.required);
    } else if (usernamePattern && !usernamePattern.test(username)) {
      problem("username", words.username);
    }

    if (values.authMethod === "password") {
      if (values.password === "") problem("password", words.required);
      else if (passwordPattern && !passwordPattern.test(values.password)) problem("password", words.password);
    } else {
      required("publicKey", values.publicKey);
    }

    if (rules.billingAccountRequired) required("billingAccountId", values.billingAccountId);
  });
}

/** The form's resolver for what its rules depend on (`vmCreateSchema`). */
export const vmCreateResolverFor = (rules: VmCreateRules, words: VmProblemWords) => zodResolver(vmCreateSchema(rules, words));
