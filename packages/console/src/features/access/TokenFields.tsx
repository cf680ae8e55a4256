import { useWatch, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { Checkbox, TextField } from "@cloudconsole/ui";
import { REQUIRED_MESSAGE } from "../../forms/messages";
import { BillingAccountSelect, useBillingAccounts } from "../billing";
import type { TokenValues } from "./queries";

/** The token form's rules: a description; a billing account when the token is restricted to one (a new token is not restricted until the box is ticked). */
export const tokenSchema = z
  .object({ description: z.string().trim().min(1, REQUIRED_MESSAGE), restricted: z.boolean(), billingAccountId: z.string() })
  .superRefine((values, ctx) => {
    if (values.restricted && !values.billingAccountId) ctx.addIssue({ code: "custom", path: ["billingAccountId"], message: REQUIRED_MESSAGE });
  });

/** Description, restricted and (when restricted) the billing account, for create and edit. */
export function TokenFields({ form }: { form: UseFormReturn<TokenValues> }) {
  const accounts = useBillingAccounts();
  const restricted = useWatch({ control: form.control, name: "restricted" });
  const errors = form.formState.errors;
  return (
    <>
      <TextField label="Description" required autoComplete="off" error={errors.description?.message} {...form.register("description")} />
      <Checkbox
        label="Restricted to one billing account"
        description="A restricted token sees only the resources of the billing account you choose."
        {...form.register("restricted")}
      />
      {restricted && (
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
      )}
    </>
  );
}
