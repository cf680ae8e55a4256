import { StatusBadge } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { ResourceListSidebar, type SidebarItem } from "../../screens/ResourceListSidebar";
import { availableCredit, restrictionExplanation, statusExplanation, statusOf } from "./accounts/accountState";
import { accountsMessages } from "./accounts/messages";
import { billingMessages } from "./messages";
import { useBillingAccounts } from "./queries";

function useAccountItems(): SidebarItem[] {
  const format = useFormat();
  const t = useT(billingMessages);
  const accountsT = useT(accountsMessages);
  return useBillingAccounts()
    .filter((account) => !account.is_deleted)
    .map((account) => {
      // What needs the owner's attention comes first: a status or restriction with something to fix, else the credit.
      const status = statusExplanation(accountsT, statusOf(account));
      const restriction = restrictionExplanation(accountsT, account.restriction_level);
      const problem = [status, restriction].find((explanation) => explanation.fix);
      return {
        key: String(account.id),
        to: `/billing/account/${account.id}`,
        name: account.is_default ? t("sidebar.default", { title: account.title }) : account.title,
        status: problem ? <StatusBadge tone={problem.tone}>{problem.label}</StatusBadge> : <span>{format.money(availableCredit(account))}</span>,
      };
    });
}

/** The Billing category's sidebar: every billing account with its credit or what needs fixing, and the create button. */
export function BillingSidebar() {
  const t = useT(billingMessages);
  return <ResourceListSidebar title={t("sidebar.title")} create={{ label: t("sidebar.create"), to: "/billing/create" }} empty={t("sidebar.empty")} useItems={useAccountItems} />;
}
