// The volume forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types. Their messages are in the customer's language: a form builds its resolver with its `t`.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import type { VolumeT } from "./messages";
import type { VolumeSourceType } from "./volumeSources";

/**
 * A size typed as text: a whole number of GB, at least 1 (the platform's smallest disk). Made from a disk or a
 * snapshot of `sourceSizeGb`, it may be left empty (the copy takes its source's size) and is never smaller.
 */
export function sizeProblem(text: string, t: VolumeT, sourceSizeGb?: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return sourceSizeGb === undefined ? t("rules.required") : undefined;
  if (!/^\d+$/.test(trimmed)) return t("rules.wholeGb");
  if (Number(trimmed) < 1) return t("rules.atLeast1Gb");
  if (sourceSizeGb !== undefined && Number(trimmed) < sourceSizeGb) return t("rules.copySize", { size: sourceSizeGb });
  return undefined;
}

const nameRule = (t: VolumeT) => z.string().max(64, t("rules.nameLength"));

/** What the create form knows of the sources it offers: the size of each disk or snapshot, by uuid. */
export interface VolumeFormContext {
  sourceSizes: ReadonlyMap<string, number>;
}

export interface VolumeValues {
  name: string;
  size: string;
  location: string;
  billingAccountId: string;
  sourceType: VolumeSourceType;
  source: string;
}

/** A copy of a disk or snapshot takes its size from the source; an empty disk or an OS image needs one typed. */
function createSchema(t: VolumeT, context: VolumeFormContext | undefined) {
  return z
    .object({
      name: nameRule(t),
      size: z.string(),
      location: z.string().min(1, t("rules.required")),
      billingAccountId: z.string().min(1, t("rules.required")),
      sourceType: z.enum(["EMPTY", "OS_BASE", "DISK", "SNAPSHOT"]),
      source: z.string(),
    })
    .superRefine((values, issues) => {
      if (values.sourceType !== "EMPTY" && values.source === "") issues.addIssue({ code: "custom", path: ["source"], message: t("rules.required") });
      const copied = values.sourceType === "DISK" || values.sourceType === "SNAPSHOT";
      const problem = sizeProblem(values.size, t, copied && values.source ? context?.sourceSizes.get(values.source) : undefined);
      if (problem) issues.addIssue({ code: "custom", path: ["size"], message: problem });
    });
}

/** The create form's resolver, its messages from `t`. */
export const volumeResolverFor =
  (t: VolumeT): Resolver<VolumeValues, VolumeFormContext> =>
  (values, context, options) =>
    zodResolver(createSchema(t, context))(values, context, options);

/** What the settings form knows: whether the volume has a name, which the platform can change but not clear. */
export interface VolumeSettingsContext {
  named: boolean;
}

export interface VolumeSettingsValues {
  name: string;
  billingAccountId: string;
}

function settingsSchema(t: VolumeT, context: VolumeSettingsContext | undefined) {
  const name = nameRule(t);
  return z.object({
    name: context?.named ? name.refine((text) => text.trim() !== "", t("rules.keepName")) : name,
    billingAccountId: z.string().min(1, t("rules.required")),
  });
}

/** The settings form's resolver, its messages from `t`. */
export const volumeSettingsResolverFor =
  (t: VolumeT): Resolver<VolumeSettingsValues, VolumeSettingsContext> =>
  (values, context, options) =>
    zodResolver(settingsSchema(t, context))(values, context, options);
