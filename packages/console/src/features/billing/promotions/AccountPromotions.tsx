import { Notice } from "@cloudconsole/ui";
import type { AccountSectionProps } from "../history";

/** Not built yet: says so on the account page rather than leaving a gap. */
export function AccountPromotions(_props: AccountSectionProps) {
  return <Notice tone="primary">Promotions and referrals are coming soon.</Notice>;
}
