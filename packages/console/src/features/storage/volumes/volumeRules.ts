// The volume form's rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "../../../forms/messages";

/** A size typed as text: a whole number of GB, at least 1 (the platform's smallest disk). */
export function sizeProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return REQUIRED_MESSAGE;
  if (!/^\d+$/.test(trimmed)) return "Enter a whole number of GB";
  if (Number(trimmed) < 1) return "A volume has at least 1 GB";
  return undefined;
}

const volumeSchema = z.object({
  name: z.string().max(64, "Use at most 64 characters"),
  size: z.string().superRefine((text, context) => {
    const problem = sizeProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
  location: z.string().min(1, REQUIRED_MESSAGE),
  billingAccountId: z.string().min(1, REQUIRED_MESSAGE),
});
export type VolumeValues = z.infer<typeof volumeSchema>;

export const volumeResolver = zodResolver(volumeSchema);
