import type { BillingAccount } from "@cloudconsole/sdk";

/** What every section of the billing account page is given. */
export interface AccountSectionProps {
  account: BillingAccount;
}
