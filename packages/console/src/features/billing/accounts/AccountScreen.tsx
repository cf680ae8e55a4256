import { Suspense, useEffect, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, useParams, useSearchParams } from "react-router";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { Badge, Button, Card, DescriptionList, Inline, PageHeader, Stack, Tabs, buttonClass, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { accountsMessages } from "./messages";
import { NotFoundInShell } from "../../../screens/NotFoundInShell";
import { lazyScreen, preloadWhenIdle } from "../../../app/lazyScreen";
import { useBillingLabels } from "../history/labels";
import { SectionData, sectionTab } from "../../../screens/SectionData";
import { useSetDefaultAccount } from "../mutations";
import { useAccountWithCards } from "./accountQueries";
import { AccountStateBadges } from "./AccountStateBadges";
import { availableCredit, daysInDebt, isUsable } from "./accountState";
import { ResourceName } from "../../../shared/names";
import * as styles from "../billing.css";

// Each section's code loads when it is opened (only one shows at a time), with a skeleton meanwhile and an error of
// its own (SectionData), and the delete dialog's when Delete is pressed; the others follow once the page has settled.
const TopUpSection = lazyScreen(() => import("../payments/TopUpSection").then((module) => module.TopUpSection));
const AccountCards = lazyScreen(() => import("../cards/AccountCards").then((module) => module.AccountCards));
const AccountInvoices = lazyScreen(() => import("../history/AccountInvoices").then((module) => module.AccountInvoices));
const AccountCreditHistory = lazyScreen(() => import("../history/AccountCreditHistory").then((module) => module.AccountCreditHistory));
const AccountUsage = lazyScreen(() => import("../history/AccountUsage").then((module) => module.AccountUsage));
const AccountPromotions = lazyScreen(() => import("../promotions/AccountPromotions").then((module) => module.AccountPromotions));
const AccountDetails = lazyScreen(() => import("./AccountDetails").then((module) => module.AccountDetails));
const DeleteAccountDialog = lazyScreen(() => import("./DeleteAccountDialog").then((module) => module.DeleteAccountDialog));
const SECTIONS = [TopUpSection, AccountCards, AccountInvoices, AccountCreditHistory, AccountUsage, AccountPromotions, AccountDetails, DeleteAccountDialog];

/** /billing/account/{id}: the account's money, its state, paying, cards and its history. */
export function AccountScreen() {
  const id = Number(useParams().id);
  const { account, cards } = useAccountWithCards(id);
  const t = useT(accountsMessages);
  if (!account) return <NotFoundInShell title={t("notFound")} />;
  return <AccountPage account={account} cards={cards} />;
}

/** The account page's sections; `?tab=` names the open one, so each can be linked to (an invoice's page links back). */
export const ACCOUNT_TABS = ["topup", "cards", "invoices", "credit", "usage", "promotions", "details"] as const;

function AccountPage({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const usable = isUsable(account);
  const labels = useBillingLabels();
  const t = useT(accountsMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("tab");
  const tab = ACCOUNT_TABS.find((name) => name === asked) ?? "topup";
  useEffect(() => preloadWhenIdle(SECTIONS), []);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="account-title">
      <PageHeader
        className={styles.pageHeader}
        back={
          <Link className={linkClass} to="/billing">
            ← {t("list.title")}
          </Link>
        }
        title={
          <span id="account-title">
            <ResourceName name={account.title} />
          </span>
        }
        badge={account.is_default ? <Badge tone="info">{t("badge.default")}</Badge> : account.is_deleted ? <Badge tone="neutral">{t("badge.deleted")}</Badge> : undefined}
        actions={usable ? <AccountActions account={account} /> : undefined}
      />
      <AccountStateBadges account={account} detailed />
      <RunningTotals account={account} />
      <Tabs
        label={t("tabs.label")}
        value={tab}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
        items={[
          {
            value: "topup",
            label: t("tabs.topup"),
            content: usable ? <SectionData what={t("tabs.topupWhat")}><TopUpSection account={account} cards={cards} /></SectionData> : <p className={styles.muted}>{t("tabs.topupClosed")}</p>,
          },
          sectionTab("cards", t("tabs.cards"), t("tabs.cardsWhat"), <AccountCards account={account} cards={cards} />),
          sectionTab("invoices", labels.invoices, t("tabs.invoicesWhat", { invoices: labels.invoices.toLowerCase() }), <AccountInvoices account={account} />),
          sectionTab("credit", t("tabs.credit"), t("tabs.creditWhat"), <AccountCreditHistory account={account} />),
          sectionTab("usage", t("tabs.usage"), t("tabs.usageWhat"), <AccountUsage account={account} />),
          sectionTab("promotions", t("tabs.promotions"), t("tabs.promotionsWhat"), <AccountPromotions account={account} />),
          sectionTab("details", t("tabs.details"), t("tabs.detailsWhat"), <AccountDetails account={account} />),
        ]}
      />
    </Stack>
  );
}


/**
 * This month so far, as the running totals have it: usage, discount, the total before and after tax, the credit paid
 * in, what is left of it now and after this month's charges, and how long the account has been in debt.
 */
export function RunningTotals({ account }: { account: BillingAccount }) {
  const format = useFormat();
  const { tax, invoice } = useBillingLabels();
  const t = useT(accountsMessages);
  const totals = account.running_totals ?? {};
  const days = daysInDebt(account);
  const money = (amount = 0) => <span className={amount < 0 ? styles.negative : undefined}>{format.money(amount)}</span>;
  return (
    <Card title={t("totals.title")} description={t("totals.description", { invoice: invoice.toLowerCase() })}>
      <DescriptionList
        items={[
          { term: t("totals.usage"), description: money(totals.subtotal_resource_usage) },
          { term: t("totals.subtotal"), description: money(totals.subtotal) },
          { term: t("totals.discount"), description: format.money(-(totals.discount_amount ?? 0)) },
          { term: t("totals.beforeTax", { tax }), description: money(totals.total_before_tax) },
          { term: account.vat_percentage ? t("totals.taxRate", { tax, rate: account.vat_percentage }) : tax, description: money(totals.vat_tax) },
          { term: t("totals.total"), description: money(totals.total) },
          { term: t("totals.creditAmount"), description: money(totals.credit_amount ?? account.credit_amount) },
          { term: t("totals.availableCredit"), description: money(availableCredit(account)) },
          { term: t("totals.ongoing"), description: money(totals.ongoing) },
          { term: t("totals.daysInDebt"), description: days > 0 ? <span className={styles.negative}>{t("totals.days", { days })}</span> : t("totals.notInDebt") },
        ]}
      />
    </Card>
  );
}

function AccountActions({ account }: { account: BillingAccount }) {
  const setDefault = useSetDefaultAccount(account.id);
  const [deleting, setDeleting] = useState(false);
  const t = useT(accountsMessages);
  return (
    <Inline gap="xs">
      <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={`/billing/account/${account.id}/edit`}>
        {t("action.edit")}
      </Link>
      {!account.is_default && (
        <Button size="sm" variant="secondary" loading={setDefault.isPending} onClick={() => setDefault.mutate()}>
          {t("action.makeDefault")}
        </Button>
      )}
      <Button size="sm" variant="danger" aria-haspopup="dialog" aria-expanded={deleting} onClick={() => setDeleting(true)}>
        {t("action.delete")}
      </Button>
      {deleting && (
        // A dialog whose code cannot load leaves the page as it was; Delete asks again.
        <ErrorBoundary fallback={null} onError={() => setDeleting(false)}>
          <Suspense>
            <DeleteAccountDialog account={account} onClose={() => setDeleting(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Inline>
  );
}
