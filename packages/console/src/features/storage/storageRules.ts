// The storage forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "../../forms/messages";
import { bucketNameProblems } from "./bucketName";

// An empty name is a required field left empty; otherwise each broken part of the name is its own message, so the
// field says all of them at once.
const bucketSchema = z.object({
  name: z.string().superRefine((name, context) => {
    const problems = name === "" ? [REQUIRED_MESSAGE] : bucketNameProblems(name);
    for (const problem of problems) context.addIssue({ code: "custom", message: problem });
  }),
  billingAccountId: z.string().min(1, REQUIRED_MESSAGE),
});
export type BucketValues = z.infer<typeof bucketSchema>;

export const bucketResolver = zodResolver(bucketSchema);
