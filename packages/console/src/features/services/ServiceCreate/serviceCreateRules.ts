// The service create form's rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only
// once someone types. Their messages are in the customer's language: the form builds its resolver with its `t`.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { ServiceCreateT } from "./messages";
import type { SizeLimit, SizeLimits } from "./serviceCreateChoices";

function sizeField(limit: SizeLimit, t: ServiceCreateT, outOfRange: string) {
  return z
    .string()
    .trim()
    .min(1, t("rules.required"))
    .refine((value) => /^\d+$/.test(value), t("rules.wholeNumber"))
    .refine((value) => Number(value) >= limit.min && Number(value) <= limit.max, outOfRange);
}

/** The create form's rules: every field required, the sizes within the site's limits. */
export function serviceCreateSchema(limits: SizeLimits, t: ServiceCreateT) {
  const required = t("rules.required");
  return z.object({
    name: z.string().trim().min(1, required).max(64, t("rules.nameLength")),
    billingAccountId: z.string().min(1, required),
    service: z.string().min(1, required),
    version: z.string().min(1, required),
    nodes: z.enum(["single", "multi"]),
    vcpu: sizeField(limits.vcpu, t, t("rules.vcpuRange", { min: limits.vcpu.min, max: limits.vcpu.max })),
    ramMb: sizeField(limits.ramMb, t, t("rules.ramRange", { min: limits.ramMb.min, max: limits.ramMb.max })),
    diskGb: sizeField(limits.diskGb, t, t("rules.diskRange", { min: limits.diskGb.min, max: limits.diskGb.max })),
    reservePublicIp: z.boolean(),
    location: z.string().min(1, required),
  });
}

export type ServiceCreateValues = z.infer<ReturnType<typeof serviceCreateSchema>>;

/** The create form's resolver for the site's size limits, its messages from `t`. */
export const serviceCreateResolverFor = (limits: SizeLimits, t: ServiceCreateT) => zodResolver(serviceCreateSchema(limits, t));
