// The profile screen's form rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only
// once someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { AT_LEAST_ONE_MESSAGE, REQUIRED_MESSAGE, WHOLE_NUMBER_MESSAGE } from "../../forms/messages";
import { sshPublicKeyProblem } from "./sshKeys/sshPublicKey";

/** Every field is optional (the language is chosen from a list on its own card). */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  personal_id_number: z.string(),
  phone_number: z.string(),
});

/** What is wrong with a typed id (a whole number, at least 1), or undefined when it will do. */
export function adminTargetIdProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return REQUIRED_MESSAGE;
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) return WHOLE_NUMBER_MESSAGE;
  if (Number(trimmed) < 1) return AT_LEAST_ONE_MESSAGE;
  return undefined;
}

/** The form's rules: which kind of id, and the id itself. */
export const adminImpersonationSchema = z.object({
  target: z.enum(["user_id", "billing_account_id"]),
  id: z.string().superRefine((text, ctx) => {
    const problem = adminTargetIdProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

export type AdminImpersonationValues = z.infer<typeof adminImpersonationSchema>;

/** A saved SSH key: a name, and one OpenSSH public key line. */
export const sshKeySchema = z.object({
  name: z.string().trim().min(1, REQUIRED_MESSAGE),
  public_key: z.string().superRefine((line, ctx) => {
    const problem = line.trim() === "" ? REQUIRED_MESSAGE : sshPublicKeyProblem(line);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

export type SshKeyValues = z.infer<typeof sshKeySchema>;

export const profileResolver = zodResolver(profileSchema);
export const sshKeyResolver = zodResolver(sshKeySchema);
export const adminImpersonationResolver = zodResolver(adminImpersonationSchema);
