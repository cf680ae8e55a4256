import type { UseFormReturn } from "react-hook-form";
import type { UiConfig } from "@cloudconsole/sdk";
import { TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../../config/ConfigLayout";
import { useFormat, type Formatters } from "../../../../format";
import { useT } from "../../../../i18n";
import type { AccountValues } from "./accountValues";
import { accountFormMessages } from "./messages";
import type { AccountFormT } from "./messageIds";
import * as styles from "../../billing.css";

/** What a referred customer's first account receives, from the configuration's referral amounts. */
export function referralCreditText(t: AccountFormT, amounts: UiConfig["referralCreditAmounts"], format: Pick<Formatters, "money">): string {
  const credit = amounts?.receiver_credit ?? 0;
  if (credit <= 0) return t("referral.noCredit");
  const topUp = amounts?.referral_credit_receiver_precondition_topup_sum ?? 0;
  return topUp > 0 ? t("referral.creditAfterTopUp", { credit: format.money(credit), topUp: format.money(topUp) }) : t("referral.credit", { credit: format.money(credit) });
}

/** The referral code of a first billing account: prefilled with the code the customer came with, editable, and what it earns. */
export function ReferralCodeField({ form }: { form: UseFormReturn<AccountValues> }) {
  const { referralCreditAmounts } = useUiConfig();
  const format = useFormat();
  const t = useT(accountFormMessages);
  return (
    <TextField
      fieldClassName={styles.field}
      label={t("referral.label")}
      description={referralCreditText(t, referralCreditAmounts, format)}
      autoComplete="off"
      error={form.formState.errors.referral_code?.message}
      {...form.register("referral_code")}
    />
  );
}
