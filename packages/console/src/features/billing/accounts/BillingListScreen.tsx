import { Link } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Badge, EmptyState, Inline, PageHeader, Stack, Table, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { useIsMobile } from "../../../app/useMediaQuery";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { accountsMessages } from "./messages";
import { useBillingAccounts } from "../queries";
import { accountRowTone, availableCredit, runningUp, statusOf } from "./accountState";
import { AccountStateBadges } from "./AccountStateBadges";
import { ResourceName } from "../../../shared/names";
import * as styles from "../billing.css";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

function CreateLink() {
  const t = useT(accountsMessages);
  return (
    <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/billing/create">
      {t("list.create")}
    </Link>
  );
}

/** /billing: every billing account with its state in words, its credit and what is running up. */
export function BillingListScreen() {
  const accounts = useBillingAccounts();
  const t = useT(accountsMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="billing-title">
      <PageHeader className={styles.pageHeader} title={<span id="billing-title">{t("list.title")}</span>} subtitle={t("list.subtitle")} actions={accounts.length > 0 ? <CreateLink /> : undefined} />
      {accounts.length === 0 ? (
        <EmptyState
          title={t("list.emptyTitle")}
          text={t("list.emptyText")}
          action={<CreateLink />}
        />
      ) : (
        <AccountTable accounts={accounts} />
      )}
    </Stack>
  );
}

function AccountTable({ accounts }: { accounts: BillingAccount[] }) {
  const format = useFormat();
  const t = useT(accountsMessages);
  // A phone's card has no room for the explanations: they fold behind the state.
  const folded = useIsMobile();
  return (
    <Table
      phoneCards
      caption={t("list.caption")}
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
          header: t("list.titleColumn"),
          cell: (account) => (
            <Inline gap="xs">
              <span>
                <ResourceName name={account.title} />
              </span>
              {account.is_default && <Badge tone="info">{t("badge.default")}</Badge>}
              {account.is_deleted && <Badge tone="neutral">{t("badge.deleted")}</Badge>}
            </Inline>
          ),
          sortValue: (account) => account.title.toLowerCase(),
        },
        {
          key: "state",
          header: t("list.state"),
          cell: (account) => <AccountStateBadges account={account} folded={folded} />,
          sortValue: (account) => `${statusOf(account)}-${account.restriction_level}`,
          phone: "status",
          // The folded explanation opens on a press of its own, not the account's link.
          interactive: folded,
        },
        {
          key: "credit",
          header: t("totals.availableCredit"),
          cell: (account) => <span className={availableCredit(account) < 0 ? styles.negative : undefined}>{format.money(availableCredit(account))}</span>,
          sortValue: availableCredit,
          align: "end",
          nowrap: true,
          phone: "figure",
        },
        { key: "running", header: t("list.running"), cell: (account) => format.money(runningUp(account)), sortValue: runningUp, align: "end", nowrap: true, hideOnMobile: true },
      ]}
    />
  );
}
