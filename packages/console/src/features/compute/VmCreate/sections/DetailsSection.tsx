import { useFormContext, useWatch } from "react-hook-form";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Card, TextField } from "@cloudconsole/ui";
import { CreditPolicy } from "../../../../shared/billing";
import { BillingAccountSelect } from "../../../billing";
import { chargedAccount } from "../vmCreateHelpers";
import type { VmCreateValues } from "../vmCreateRules";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

/**
 * The machine's name and description, and the billing account it is charged to (none to pick on a restricted token)
 * with what happens when that account's credit runs out.
 */
export function DetailsSection({ billingAccounts, billingAccountRequired }: { billingAccounts: readonly BillingAccount[]; billingAccountRequired: boolean }) {
  const t = useT(vmCreateMessages);
  const { register, formState, control } = useFormContext<VmCreateValues>();
  const errors = formState.errors;
  const account = chargedAccount(billingAccounts, useWatch({ control, name: "billingAccountId" }));
  return (
    <Card title={t("details.title")} stack>
      <TextField label={t("details.name")} required autoComplete="off" spellCheck={false} error={errors.name?.message} {...register("name")} />
      <TextField label={t("details.description")} {...register("description")} />
      <BillingAccountSelect accounts={billingAccounts} required={billingAccountRequired} error={errors.billingAccountId?.message} {...register("billingAccountId")} />
      <CreditPolicy account={account} />
    </Card>
  );
}
