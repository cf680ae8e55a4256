// The bare-metal forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { isMetalOsId } from "@cloudconsole/sdk";
import { REQUIRED_MESSAGE } from "../../forms/messages";

/** The lease form's rules; a metal OS id is a lowercase letter, then lowercase letters, digits, _ or -. */
export function metalLeaseSchema(billingAccountRequired: boolean) {
  return z.object({
    location: z.string().min(1, REQUIRED_MESSAGE),
    specUuid: z.string().min(1, REQUIRED_MESSAGE),
    osId: z.string().min(1, REQUIRED_MESSAGE).refine(isMetalOsId, "Not a valid operating system id"),
    displayName: z.string().trim().min(1, REQUIRED_MESSAGE),
    billingAccountId: billingAccountRequired ? z.string().min(1, REQUIRED_MESSAGE) : z.string(),
  });
}

export type MetalLeaseValues = z.infer<ReturnType<typeof metalLeaseSchema>>;

export const metalLeaseResolverFor = (billingAccountRequired: boolean) => zodResolver(metalLeaseSchema(billingAccountRequired));
export const leaseNameResolver = zodResolver(z.object({ name: z.string().trim().min(1, REQUIRED_MESSAGE) }));
