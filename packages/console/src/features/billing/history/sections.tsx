import type { BillingAccount } from "@cloudconsole/sdk";
import { Notice } from "@cloudconsole/ui";

/** What every section of the billing account page is given. */
export interface AccountSectionProps {
  account: BillingAccount;
}

// Not built yet: each says so on the account page rather than leaving a gap.
export function AccountInvoices(_props: AccountSectionProps) {
  return <Notice tone="primary">Invoices are coming soon.</Notice>;
}

export function AccountCreditHistory(_props: AccountSectionProps) {
  return <Notice tone="primary">The credit history is coming soon.</Notice>;
}

export function AccountUsage(_props: AccountSectionProps) {
  return <Notice tone="primary">Usage is coming soon.</Notice>;
}
