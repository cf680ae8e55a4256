// The service create form's rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only
// once someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import type { SizeLimit, SizeLimits } from "./serviceCreateChoices";

function sizeField(label: string, limit: SizeLimit, unit: string) {
  return z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .refine((value) => /^\d+$/.test(value), "Enter a whole number")
    .refine((value) => Number(value) >= limit.min && Number(value) <= limit.max, `${label} must be from ${limit.min} to ${limit.max}${unit}`);
}

/** The create form's rules: every field required, the sizes within the site's limits. */
export function serviceCreateSchema(limits: SizeLimits) {
  return z.object({
    name: z.string().trim().min(1, REQUIRED_MESSAGE).max(64, "Use at most 64 characters"),
    billingAccountId: z.string().min(1, REQUIRED_MESSAGE),
    service: z.string().min(1, REQUIRED_MESSAGE),
    version: z.string().min(1, REQUIRED_MESSAGE),
    nodes: z.enum(["single", "multi"]),
    vcpu: sizeField("vCPU", limits.vcpu, ""),
    ramMb: sizeField("RAM", limits.ramMb, " MB"),
    diskGb: sizeField("Disk", limits.diskGb, " GB"),
    reservePublicIp: z.boolean(),
    location: z.string().min(1, REQUIRED_MESSAGE),
  });
}

export type ServiceCreateValues = z.infer<ReturnType<typeof serviceCreateSchema>>;

export const serviceCreateResolverFor = (limits: SizeLimits) => zodResolver(serviceCreateSchema(limits));
