import { useWatch, type UseFormReturn } from "react-hook-form";
import { Checkbox, TextField } from "@cloudconsole/ui";
import { BillingAccountSelect, useBillingAccounts } from "../billing";
import { useT } from "../../i18n";
import { accessMessages } from "./messages";
import type { TokenValues } from "./queries";

/** Description, restricted and (when restricted) the billing account, for create and edit. */
export function TokenFields({ form }: { form: UseFormReturn<TokenValues> }) {
  const accounts = useBillingAccounts();
  const t = useT(accessMessages);
  const restricted = useWatch({ control: form.control, name: "restricted" });
  const errors = form.formState.errors;
  return (
    <>
      <TextField label={t("field.description")} required autoComplete="off" error={errors.description?.message} {...form.register("description")} />
      <Checkbox
        label={t("token.restrictedLabel")}
        description={t("token.restrictedDescription")}
        {...form.register("restricted")}
      />
      {restricted && (
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
      )}
    </>
  );
}
