import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { Stack } from "@cloudconsole/ui";
import { AutoTopup } from "./AutoTopup";
import { LowBalanceNotice } from "./LowBalanceNotice";
import { TopUp } from "./TopUp";

/** The account page's Top up section: paying now, paying automatically, and the low-balance notice. */
export function TopUpSection({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  return (
    <Stack gap="lg">
      <TopUp account={account} cards={cards} />
      <AutoTopup account={account} cards={cards} />
      <LowBalanceNotice account={account} />
    </Stack>
  );
}
