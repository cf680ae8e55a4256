import { Card, Divider, Heading, Stack } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useT } from "../../../i18n";
import type { AccountSectionProps } from "../history";
import { CampaignCodeForm } from "./CampaignCodeForm";
import { promotionsMessages } from "./messages";
import { EligiblePromotions } from "./Promotions";
import { ReferralShare } from "./ReferralShare";

/** Promotions and referrals: the account's promotions with top-up progress, a campaign code, the referral link. */
export function AccountPromotions({ account }: AccountSectionProps) {
  const { referralCodeEnabled } = useUiConfig();
  const t = useT(promotionsMessages);
  return (
    <Card title={t("title")} stack>
      <EligiblePromotions promotions={account.eligible_promotions ?? []} />
      <CampaignCodeForm accountId={account.id} />
      {referralCodeEnabled && account.referral_share_code && (
        <Stack gap="sm">
          <Divider />
          <Heading level={3}>{t("referTitle")}</Heading>
          <ReferralShare account={account} />
        </Stack>
      )}
    </Card>
  );
}
