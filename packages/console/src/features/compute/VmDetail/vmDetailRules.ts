// The VM detail forms' rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { integerProblem } from "../VmCreate/vmCreateHelpers";

const requiredText = z.string().trim().min(1, REQUIRED_MESSAGE);
/** A whole number of at least 1 typed as text, with 'This field is required' when empty. */
const positiveInteger = z.string().superRefine((text, ctx) => {
  const problem = integerProblem(text);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** VLAN tags the platform accepts. */
export const VLAN_TAG_RANGE = { min: 1, max: 4094 } as const;

const subinterfaceSchema = z.object({
  network: z.string().min(1, REQUIRED_MESSAGE),
  vlanTag: z.string().superRefine((text, ctx) => {
    const problem = integerProblem(text, VLAN_TAG_RANGE);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

/** Disk size in GB typed as text: a whole number of at least 1, and for a resize at least `min` (disks only grow). */
function sizeSchema(min = 1) {
  return z.object({
    size: z.string().superRefine((text, ctx) => {
      const problem = integerProblem(text, { min });
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
}

/** Renaming and cloning: a name is required. */
export const nameResolver = zodResolver(z.object({ name: requiredText }));
export const descriptionResolver = zodResolver(z.object({ description: requiredText }));
export const resizeResolver = zodResolver(z.object({ vcpu: positiveInteger, ram: positiveInteger }));
export const passwordResolver = zodResolver(z.object({ username: requiredText, password: z.string().min(1, REQUIRED_MESSAGE) }));
export const billingAccountResolver = zodResolver(z.object({ account: requiredText }));
export const subinterfaceResolver = zodResolver(subinterfaceSchema);
export const addDiskResolver = zodResolver(sizeSchema());
/** Resizing a disk of `size` GB: it may only grow. */
export const resizeDiskResolverFor = (size: number) => zodResolver(sizeSchema(size));
