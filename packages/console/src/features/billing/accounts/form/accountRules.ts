// The account form's rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { LANGUAGE_CODE_PATTERN, LANGUAGE_MESSAGE, REQUIRED_MESSAGE } from "../../../../forms/messages";
import { ACCOUNT_FIELDS, type AccountField, type FieldRule } from "../accountFields";
import { COUNTRY_MESSAGE, EMAIL_MESSAGE, type AccountValues } from "./accountValues";

/** The form's schema: required fields per configuration, the country and language codes, a valid email. */
export function accountSchema(rules: Record<AccountField, FieldRule>) {
  const fields = Object.fromEntries(
    ACCOUNT_FIELDS.map((field) => {
      let schema = z.string().trim();
      if (rules[field].required) schema = schema.min(1, REQUIRED_MESSAGE);
      return [field, schema];
    }),
  ) as Record<AccountField, z.ZodString>;
  return z
    .object({
      ...fields,
      lang: z.string().trim().regex(LANGUAGE_CODE_PATTERN, LANGUAGE_MESSAGE),
      type: z.enum(["other", "invoice"]),
      document: z.string(),
      document_name: z.string(),
      referral_code: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      if (values.country && !/^[A-Za-z]{2}$/.test(values.country)) ctx.addIssue({ code: "custom", path: ["country"], message: COUNTRY_MESSAGE });
      if (values.email && !z.string().email().safeParse(values.email).success) ctx.addIssue({ code: "custom", path: ["email"], message: EMAIL_MESSAGE });
    }) satisfies z.ZodType<AccountValues, AccountValues>;
}

/** The form's resolver for this site's field rules (`fieldRules`). */
export const accountResolverFor = (rules: Record<AccountField, FieldRule>) => zodResolver(accountSchema(rules));
