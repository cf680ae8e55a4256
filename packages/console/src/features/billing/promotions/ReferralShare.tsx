import type { BillingAccount } from "@cloudconsole/sdk";
import { CopyButton, Stack } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { promotionsMessages } from "./messages";
import { referralLink } from "../../../session/referral";
import * as styles from "./promotions.css";

/** The account's referral link with a copy button, and what each side earns (from the configuration). */
export function ReferralShare({ account, origin = window.location.origin }: { account: Pick<BillingAccount, "referral_share_code">; origin?: string }) {
  const config = useUiConfig();
  const format = useFormat();
  const t = useT(promotionsMessages);
  const code = account.referral_share_code;
  if (!config.referralCodeEnabled || !code) return null;
  const amounts = config.referralCreditAmounts ?? {};
  const link = referralLink(origin, code);
  const precondition = amounts.referral_credit_receiver_precondition_topup_sum ?? 0;
  const credits = { receiverCredit: format.money(amounts.receiver_credit ?? 0), promoterCredit: format.money(amounts.promoter_credit ?? 0) };
  return (
    <Stack gap="sm" align="start">
      <p className={styles.muted}>
        {precondition > 0 ? t("referral.shareAfterTopUp", { ...credits, topUp: format.money(precondition) }) : t("referral.share", credits)}
      </p>
      <code className={styles.link} aria-label={t("referral.linkLabel")}>
        {link}
      </code>
      <CopyButton text={link} label={t("referral.copy")} />
    </Stack>
  );
}
