import { limitsText, type SizeLimits } from "./limits";
import type { SharedBillingT } from "./messages";

/** What the site lets an account do when its credit runs out, in words. */
export interface CreditPolicyText {
  title: string;
  body: string;
}

export interface CreditPolicySource {
  /** Whether the account may run below zero: its own `allow_debt`, else the site's `allowDebt`. */
  allowDebt: boolean;
  /** The largest VM a LIMITED account may create, when the site sets one and has VMs. */
  limits?: SizeLimits;
  memory: (mb: number) => string;
  /** The language the limits' list is written in ('1 vCPU and 2 GB RAM'). */
  language?: string;
}

/**
 * Whether credit may run below zero and what the restriction levels then do: past the allowed debt (at zero without
 * one) the account is LIMITED, a debt left unpaid FROZEN, and a top-up lifts either.
 */
export function creditPolicyText(t: SharedBillingT, { allowDebt, limits, memory, language }: CreditPolicySource): CreditPolicyText {
  const largest = limits ? limitsText(limits, memory, language) : "";
  const limitsPart = largest ? t("limits.largest", { largest }) : t("limits.none");
  if (allowDebt) return { title: t("debt.title"), body: t("debt.body", { limits: limitsPart }) };
  return { title: t("noDebt.title"), body: t("noDebt.body", { limits: limitsPart }) };
}
