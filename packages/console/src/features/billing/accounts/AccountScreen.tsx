import { Suspense, useEffect, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, useParams, useSearchParams } from "react-router";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { Badge, Button, Card, DescriptionList, Inline, PageHeader, Stack, Tabs, buttonClass, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "../../../screens/PlaceholderScreen";
import { lazyScreen, preloadWhenIdle } from "../../../app/lazyScreen";
import { useBillingLabels } from "../history/labels";
import { SectionData, sectionTab } from "../../../screens/SectionData";
import { useAccountWithCards, useSetDefaultAccount } from "../queries";
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
  if (!account) return <PlaceholderScreen title="Billing account not found" message={NOT_FOUND_MESSAGE} />;
  return <AccountPage account={account} cards={cards} />;
}

/** The account page's sections; `?tab=` names the open one, so each can be linked to (an invoice's page links back). */
export const ACCOUNT_TABS = ["topup", "cards", "invoices", "credit", "usage", "promotions", "details"] as const;

function AccountPage({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const usable = isUsable(account);
  const labels = useBillingLabels();
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
            ← Billing
          </Link>
        }
        title={
          <span id="account-title">
            <ResourceName name={account.title} />
          </span>
        }
        badge={account.is_default ? <Badge tone="info">Default</Badge> : account.is_deleted ? <Badge tone="neutral">Deleted</Badge> : undefined}
        actions={usable ? <AccountActions account={account} /> : undefined}
      />
      <AccountStateBadges account={account} detailed />
      <RunningTotals account={account} />
      <Tabs
        label="Billing account sections"
        value={tab}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
        items={[
          {
            value: "topup",
            label: "Top up",
            content: usable ? <SectionData what="the top-up form"><TopUpSection account={account} cards={cards} /></SectionData> : <p className={styles.muted}>This account can no longer be topped up.</p>,
          },
          sectionTab("cards", "Cards", "the cards", <AccountCards account={account} cards={cards} />),
          sectionTab("invoices", labels.invoices, `the ${labels.invoices.toLowerCase()}`, <AccountInvoices account={account} />),
          sectionTab("credit", "Credit history", "the credit history", <AccountCreditHistory account={account} />),
          sectionTab("usage", "Usage", "the usage", <AccountUsage account={account} />),
          sectionTab("promotions", "Promotions", "the promotions", <AccountPromotions account={account} />),
          sectionTab("details", "Details", "the account's details", <AccountDetails account={account} />),
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
  const totals = account.running_totals ?? {};
  const days = daysInDebt(account);
  const money = (amount = 0) => <span className={amount < 0 ? styles.negative : undefined}>{format.money(amount)}</span>;
  return (
    <Card title="This month so far" description={`Charges run up as your resources run; the month's ${invoice.toLowerCase()} takes them from your credit.`}>
      <DescriptionList
        items={[
          { term: "Ongoing usage", description: money(totals.subtotal_resource_usage) },
          { term: "Subtotal", description: money(totals.subtotal) },
          { term: "Discount", description: format.money(-(totals.discount_amount ?? 0)) },
          { term: `Total before ${tax}`, description: money(totals.total_before_tax) },
          { term: `${tax}${account.vat_percentage ? ` (${account.vat_percentage} %)` : ""}`, description: money(totals.vat_tax) },
          { term: "Total", description: money(totals.total) },
          { term: "Credit amount", description: money(totals.credit_amount ?? account.credit_amount) },
          { term: "Available credit", description: money(availableCredit(account)) },
          { term: "Ongoing balance", description: money(totals.ongoing) },
          { term: "Days in debt", description: days > 0 ? <span className={styles.negative}>{days === 1 ? "1 day" : `${days} days`}</span> : "Not in debt" },
        ]}
      />
    </Card>
  );
}

function AccountActions({ account }: { account: BillingAccount }) {
  const setDefault = useSetDefaultAccount(account.id);
  const [deleting, setDeleting] = useState(false);
  return (
    <Inline gap="xs">
      <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={`/billing/account/${account.id}/edit`}>
        Edit
      </Link>
      {!account.is_default && (
        <Button size="sm" variant="secondary" loading={setDefault.isPending} onClick={() => setDefault.mutate()}>
          Make default
        </Button>
      )}
      <Button size="sm" variant="danger" aria-haspopup="dialog" aria-expanded={deleting} onClick={() => setDeleting(true)}>
        Delete
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
