import type { BillingAccount } from "@cloudconsole/sdk";
import { useUiConfig } from "../../config/ConfigLayout";
import { useFormat } from "../../format";
import { useLanguage, useT } from "../../i18n";
import { creditPolicyText } from "./creditPolicy";
import * as styles from "./CreditPolicy.css";
import { sharedBillingMessages } from "./messages";

export interface CreditPolicyProps {
  /** The account concerned, when there is one: its own `allow_debt` decides; an account paying by invoice is never limited for credit. */
  account?: Pick<BillingAccount, "allow_debt" | "paying_by_invoice">;
}

/** Whether credit may run below zero on this site (or account) and what happens when it runs out. */
export function CreditPolicy({ account }: CreditPolicyProps) {
  const config = useUiConfig();
  const format = useFormat();
  const language = useLanguage();
  const t = useT(sharedBillingMessages);
  if (account?.paying_by_invoice) return null;
  const text = creditPolicyText(t, {
    language,
    allowDebt: account?.allow_debt ?? config.allowDebt === true,
    limits: config.vmsEnabled ? config.limitedBillingAccountConfig : undefined,
    memory: format.memory,
  });
  return (
    <p className={styles.policy}>
      <strong>{t("title", { title: text.title })}</strong> {text.body}
    </p>
  );
}
