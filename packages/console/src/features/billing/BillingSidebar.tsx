import { StatusBadge } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { ResourceListSidebar, type SidebarItem } from "../../screens/ResourceListSidebar";
import { RESTRICTION_EXPLANATION, STATUS_EXPLANATION, availableCredit, statusOf } from "./accounts/accountState";
import { useBillingAccounts } from "./queries";

function useAccountItems(): SidebarItem[] {
  const format = useFormat();
  return useBillingAccounts()
    .filter((account) => !account.is_deleted)
    .map((account) => {
      // What needs the owner's attention comes first: a status or restriction with something to fix, else the credit.
      const status = STATUS_EXPLANATION[statusOf(account)];
      const restriction = RESTRICTION_EXPLANATION[account.restriction_level];
      const problem = [status, restriction].find((explanation) => explanation.fix);
      return {
        key: String(account.id),
        to: `/billing/account/${account.id}`,
        name: account.is_default ? `${account.title} (default)` : account.title,
        status: problem ? <StatusBadge tone={problem.tone}>{problem.label}</StatusBadge> : <span>{format.money(availableCredit(account))}</span>,
      };
    });
}

/** The Billing category's sidebar: every billing account with its credit or what needs fixing, and the create button. */
export function BillingSidebar() {
  return <ResourceListSidebar title="Billing" create={{ label: "Create billing account", to: "/billing/create" }} empty="No billing accounts yet." useItems={useAccountItems} />;
}
