import type { BillingAccount } from "@cloudconsole/sdk";
import { useUiConfig } from "../../config/ConfigLayout";
import { useFormat } from "../../format";
import { creditPolicyText } from "./creditPolicy";
import * as styles from "./CreditPolicy.css";

export interface CreditPolicyProps {
  /** The account concerned, when there is one: its own `allow_debt` decides; an account paying by invoice is never limited for credit. */
  account?: Pick<BillingAccount, "allow_debt" | "paying_by_invoice">;
}

/** Whether credit may run below zero on this site (or account) and what happens when it runs out. */
export function CreditPolicy({ account }: CreditPolicyProps) {
  const config = useUiConfig();
  const format = useFormat();
  if (account?.paying_by_invoice) return null;
  const text = creditPolicyText({
    allowDebt: account?.allow_debt ?? config.allowDebt === true,
    limits: config.vmsEnabled ? config.limitedBillingAccountConfig : undefined,
    memory: format.memory,
  });
  return (
    <p className={styles.policy}>
      <strong>{text.title}.</strong> {text.body}
    </p>
  );
}
