import { Link } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Badge, EmptyState, Inline, PageHeader, Stack, Table, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { useIsMobile } from "../../../app/useMediaQuery";
import { useFormat } from "../../../format";
import { useBillingAccounts } from "../queries";
import { accountRowTone, availableCredit, runningUp, statusOf } from "./accountState";
import { AccountStateBadges } from "./AccountStateBadges";
import { ResourceName } from "../../../shared/names";
import * as styles from "../billing.css";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

const createLink = (
  <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/billing/create">
    Create billing account
  </Link>
);

/** /billing: every billing account with its state in words, its credit and what is running up. */
export function BillingListScreen() {
  const accounts = useBillingAccounts();
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="billing-title">
      <PageHeader className={styles.pageHeader} title={<span id="billing-title">Billing</span>} subtitle="Your billing accounts: prepaid credit that pays for what you run." actions={accounts.length > 0 ? createLink : undefined} />
      {accounts.length === 0 ? (
        <EmptyState
          title="No billing account yet"
          text="A billing account holds the credit your resources are paid from. Create one before you create anything else."
          action={createLink}
        />
      ) : (
        <AccountTable accounts={accounts} />
      )}
    </Stack>
  );
}

function AccountTable({ accounts }: { accounts: BillingAccount[] }) {
  const format = useFormat();
  // A phone's card has no room for the explanations: they fold behind the state.
  const folded = useIsMobile();
  return (
    <Table
      phoneCards
      caption="Billing accounts"
      captionHidden
      rows={accounts}
      rowKey={(account) => String(account.id)}
      rowHref={(account) => `/billing/account/${account.id}`}
      renderLink={routerLink}
      rowTone={accountRowTone}
      defaultSort={{ key: "title", direction: "ascending" }}
      columns={[
        {
          key: "title",
          header: "Title",
          cell: (account) => (
            <Inline gap="xs">
              <span>
                <ResourceName name={account.title} />
              </span>
              {account.is_default && <Badge tone="info">Default</Badge>}
              {account.is_deleted && <Badge tone="neutral">Deleted</Badge>}
            </Inline>
          ),
          sortValue: (account) => account.title.toLowerCase(),
        },
        {
          key: "state",
          header: "State",
          cell: (account) => <AccountStateBadges account={account} folded={folded} />,
          sortValue: (account) => `${statusOf(account)}-${account.restriction_level}`,
          phone: "status",
          // The folded explanation opens on a press of its own, not the account's link.
          interactive: folded,
        },
        {
          key: "credit",
          header: "Available credit",
          cell: (account) => <span className={availableCredit(account) < 0 ? styles.negative : undefined}>{format.money(availableCredit(account))}</span>,
          sortValue: availableCredit,
          align: "end",
          nowrap: true,
          phone: "figure",
        },
        { key: "running", header: "Running up this month", cell: (account) => format.money(runningUp(account)), sortValue: runningUp, align: "end", nowrap: true, hideOnMobile: true },
      ]}
    />
  );
}
