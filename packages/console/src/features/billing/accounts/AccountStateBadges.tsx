// An account's state, apart from the list, so the account's page does not load the list's code to show it.
import type { BillingAccount } from "@cloudconsole/sdk";
import { Disclosure, Inline, Stack, StatusBadge } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { restrictionExplanation, statusExplanation, statusOf } from "./accountState";
import { accountsMessages } from "./messages";
import * as styles from "../billing.css";

export interface AccountStateBadgesProps {
  account: BillingAccount;
  /** Explain the status and restriction even when nothing needs fixing. */
  detailed?: boolean;
  /** Fold the explanations behind the badges (a disclosure), where there is no room for them. */
  folded?: boolean;
}

/** Status and restriction in a word each, with what they mean for the owner and how to fix it. */
export function AccountStateBadges({ account, detailed = false, folded = false }: AccountStateBadgesProps) {
  const t = useT(accountsMessages);
  const status = statusExplanation(t, statusOf(account));
  const restriction = restrictionExplanation(t, account.restriction_level);
  const explained = detailed ? [status, restriction] : [status, restriction].filter((explanation) => explanation.fix);
  const badges = (
    <Inline gap="xs">
      <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      <StatusBadge tone={restriction.tone}>{restriction.label}</StatusBadge>
    </Inline>
  );
  const explanations = explained.map((explanation) => (
    <p key={explanation.label} className={styles.muted}>
      {explanation.meaning} {explanation.fix}
    </p>
  ));
  if (folded && explained.length > 0) return <Disclosure summary={badges}>{explanations}</Disclosure>;
  return (
    <Stack gap="xxs">
      {badges}
      {explanations}
    </Stack>
  );
}
