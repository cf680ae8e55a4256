// The bare-metal forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { isMetalOsId } from "@cloudconsole/sdk";
import type { MetalT } from "./messages";

/** The lease form's rules; a metal OS id is a lowercase letter, then lowercase letters, digits, _ or -. */
export function metalLeaseSchema(billingAccountRequired: boolean, t: MetalT) {
  const required = t("rules.required");
  return z.object({
    location: z.string().min(1, required),
    specUuid: z.string().min(1, required),
    osId: z.string().min(1, required).refine(isMetalOsId, t("rules.osId")),
    displayName: z.string().trim().min(1, required),
    billingAccountId: billingAccountRequired ? z.string().min(1, required) : z.string(),
  });
}

export type MetalLeaseValues = z.infer<ReturnType<typeof metalLeaseSchema>>;

export const metalLeaseResolverFor = (billingAccountRequired: boolean, t: MetalT) => zodResolver(metalLeaseSchema(billingAccountRequired, t));
export const leaseNameResolverFor = (t: MetalT) => zodResolver(z.object({ name: z.string().trim().min(1, t("rules.required")) }));
