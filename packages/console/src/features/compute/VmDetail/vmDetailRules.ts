// The VM detail forms' rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { IntegerWords } from "../VmCreate/problemWords";
import { integerProblem } from "../VmCreate/vmCreateHelpers";
import type { VmDetailT } from "./messages";

/** VLAN tags the platform accepts. */
export const VLAN_TAG_RANGE = { min: 1, max: 4094 } as const;

/** What a whole-number field of the detail forms says is wrong, in the language of `t`. */
function integerWords(t: VmDetailT): IntegerWords {
  return {
    required: t("rules.required"),
    wholeNumber: t("rules.wholeNumber"),
    atLeast: (min) => t("rules.atLeast", { min: String(min) }),
    atMost: (max) => t("rules.atMost", { max: String(max) }),
  };
}

/** Disk size in GB typed as text: a whole number of at least 1, and for a resize at least `min` (disks only grow). */
function sizeSchema(t: VmDetailT, min = 1) {
  return z.object({
    size: z.string().superRefine((text, ctx) => {
      const problem = integerProblem(text, { min }, integerWords(t));
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
}

/** The detail forms' resolvers, their messages in the language of `t`. */
export function vmDetailResolvers(t: VmDetailT) {
  const requiredText = z.string().trim().min(1, t("rules.required"));
  /** A whole number of at least 1 typed as text, with 'This field is required' when empty. */
  const positiveInteger = z.string().superRefine((text, ctx) => {
    const problem = integerProblem(text, {}, integerWords(t));
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
  const subinterfaceSchema = z.object({
    network: z.string().min(1, t("rules.required")),
    vlanTag: z.string().superRefine((text, ctx) => {
      const problem = integerProblem(text, VLAN_TAG_RANGE, integerWords(t));
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
  return {
    /** Renaming and cloning: a name is required. */
    name: zodResolver(z.object({ name: requiredText })),
    description: zodResolver(z.object({ description: requiredText })),
    resize: zodResolver(z.object({ vcpu: positiveInteger, ram: positiveInteger })),
    password: zodResolver(z.object({ username: requiredText, password: z.string().min(1, t("rules.required")) })),
    billingAccount: zodResolver(z.object({ account: requiredText })),
    subinterface: zodResolver(subinterfaceSchema),
    addDisk: zodResolver(sizeSchema(t)),
  };
}

/** Resizing a disk of `size` GB: it may only grow. */
export const resizeDiskResolverFor = (size: number, t: VmDetailT) => zodResolver(sizeSchema(t, size));
