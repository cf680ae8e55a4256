import { useWatch, type UseFormReturn } from "react-hook-form";
import { Checkbox, TextField } from "@cloudconsole/ui";
import { BillingAccountSelect, useBillingAccounts } from "../billing";
import type { TokenValues } from "./queries";

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
