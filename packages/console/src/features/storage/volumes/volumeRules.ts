// The volume forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import type { VolumeSourceType } from "./volumeSources";

/**
 * A size typed as text: a whole number of GB, at least 1 (the platform's smallest disk). Made from a disk or a
 * snapshot of `sourceSizeGb`, it may be left empty (the copy takes its source's size) and is never smaller.
 */
export function sizeProblem(text: string, sourceSizeGb?: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return sourceSizeGb === undefined ? REQUIRED_MESSAGE : undefined;
  if (!/^\d+$/.test(trimmed)) return "Enter a whole number of GB";
  if (Number(trimmed) < 1) return "A volume has at least 1 GB";
  if (sourceSizeGb !== undefined && Number(trimmed) < sourceSizeGb) return `A copy is at least as large as its source: enter ${sourceSizeGb} GB or more, or leave it empty`;
  return undefined;
}

const name = z.string().max(64, "Use at most 64 characters");

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
function createSchema(context: VolumeFormContext | undefined) {
  return z
    .object({
      name,
      size: z.string(),
      location: z.string().min(1, REQUIRED_MESSAGE),
      billingAccountId: z.string().min(1, REQUIRED_MESSAGE),
      sourceType: z.enum(["EMPTY", "OS_BASE", "DISK", "SNAPSHOT"]),
      source: z.string(),
    })
    .superRefine((values, issues) => {
      if (values.sourceType !== "EMPTY" && values.source === "") issues.addIssue({ code: "custom", path: ["source"], message: REQUIRED_MESSAGE });
      const copied = values.sourceType === "DISK" || values.sourceType === "SNAPSHOT";
      const problem = sizeProblem(values.size, copied && values.source ? context?.sourceSizes.get(values.source) : undefined);
      if (problem) issues.addIssue({ code: "custom", path: ["size"], message: problem });
    });
}

export const volumeResolver: Resolver<VolumeValues, VolumeFormContext> = (values, context, options) => zodResolver(createSchema(context))(values, context, options);

/** What the settings form knows: whether the volume has a name, which the platform can change but not clear. */
export interface VolumeSettingsContext {
  named: boolean;
}

export interface VolumeSettingsValues {
  name: string;
  billingAccountId: string;
}

function settingsSchema(context: VolumeSettingsContext | undefined) {
  return z.object({
    name: context?.named ? name.refine((text) => text.trim() !== "", "A volume keeps a name once it has one: enter a new name") : name,
    billingAccountId: z.string().min(1, REQUIRED_MESSAGE),
  });
}

export const volumeSettingsResolver: Resolver<VolumeSettingsValues, VolumeSettingsContext> = (values, context, options) =>
  zodResolver(settingsSchema(context))(values, context, options);
