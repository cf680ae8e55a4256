import type { UseFormReturn } from "react-hook-form";
import type { UiConfig } from "@cloudconsole/sdk";
import { TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat, type Formatters } from "../../../format";
import type { AccountValues } from "./accountFields";
import * as styles from "../billing.css";

/** What a referred customer's first account receives, from the configuration's referral amounts. */
export function referralCreditText(amounts: UiConfig["referralCreditAmounts"], format: Pick<Formatters, "money">): string {
  const credit = amounts?.receiver_credit ?? 0;
  if (credit <= 0) return "The code of whoever referred you, if anyone did.";
  const topUp = amounts?.referral_credit_receiver_precondition_topup_sum ?? 0;
  return `With a referral code this account receives ${format.money(credit)} of credit${topUp > 0 ? ` once you have topped up ${format.money(topUp)}` : ""}.`;
}

/** The referral code of a first billing account: prefilled with the code the customer came with, editable, and what it earns. */
export function ReferralCodeField({ form }: { form: UseFormReturn<AccountValues> }) {
  const { referralCreditAmounts } = useUiConfig();
  const format = useFormat();
  return (
    <TextField
      fieldClassName={styles.field}
      label="Referral code"
      description={referralCreditText(referralCreditAmounts, format)}
      autoComplete="off"
      error={form.formState.errors.referral_code?.message}
      {...form.register("referral_code")}
    />
  );
}
