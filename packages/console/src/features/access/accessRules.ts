// The access forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from "../../forms/messages";

/** The token form's rules: a description; a billing account when the token is restricted to one (a new token is not restricted until the box is ticked). */
export const tokenSchema = z
  .object({ description: z.string().trim().min(1, REQUIRED_MESSAGE), restricted: z.boolean(), billingAccountId: z.string() })
  .superRefine((values, ctx) => {
    if (values.restricted && !values.billingAccountId) ctx.addIssue({ code: "custom", path: ["billingAccountId"], message: REQUIRED_MESSAGE });
  });

/** The delegation form's rules: a name and the billing account it delegates. */
export const delegationSchema = z.object({ name: z.string().trim().min(1, REQUIRED_MESSAGE), billingAccountId: z.string().min(1, REQUIRED_MESSAGE) });
export type DelegationValues = z.infer<typeof delegationSchema>;

/** The invite form's rules: the grantee's email. */
export const inviteSchema = z.object({ email: z.string().trim().min(1, REQUIRED_MESSAGE).pipe(z.email(EMAIL_MESSAGE)) });
export type InviteValues = z.infer<typeof inviteSchema>;

export const tokenResolver = zodResolver(tokenSchema);
export const delegationResolver = zodResolver(delegationSchema);
export const inviteResolver = zodResolver(inviteSchema);
