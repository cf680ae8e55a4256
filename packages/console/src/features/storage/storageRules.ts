// The storage forms' rules (zod), loaded apart from the screens (forms/lazyResolver.ts): they are checked only once
// someone types. Their messages are in the customer's language: the form builds its resolver with its `t`.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { bucketNameProblems } from "./bucketName";
import type { StorageT } from "./messages";

// An empty name is a required field left empty; otherwise each broken part of the name is its own message, so the
// field says all of them at once.
function bucketSchema(t: StorageT) {
  return z.object({
    name: z.string().superRefine((name, context) => {
      const problems = name === "" ? [t("rules.required")] : bucketNameProblems(name, t);
      for (const problem of problems) context.addIssue({ code: "custom", message: problem });
    }),
    billingAccountId: z.string().min(1, t("rules.required")),
  });
}
export type BucketValues = z.infer<ReturnType<typeof bucketSchema>>;

/** The bucket form's resolver, its messages from `t`. */
export const bucketResolverFor = (t: StorageT) => zodResolver(bucketSchema(t));
