import { Suspense } from "react";
import { Link } from "react-router";
import type { BillingAccount, BillingAccountStatus, RestrictionLevel } from "@cloudconsole/sdk";
import { Spinner, Stack, buttonClass, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { useBillingAccounts } from "../billing";
import { CardActions, CardData, OverviewCard } from "./OverviewCard";
import { ResourceName } from "../../shared/names";
import { CreditPolicy } from "../../shared/billing";
import * as styles from "./HomeScreen.css";

/** Billing at a glance: the account the overview shows, its credit and anything that limits it. */
export function BillingCard() {
  return (
    <OverviewCard title="Billing">
      <CardData what="your billing accounts">
        <Suspense fallback={<BillingLoading />}>
          <BillingSummary />
        </Suspense>
      </CardData>
    </OverviewCard>
  );
}

/** The summary's frame while the accounts load, the same height as the usual summary. */
function BillingLoading() {
  return (
    <>
      <dl className={styles.stats}>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>Billing account</dt>
          <dd className={styles.statValue}>
            <Spinner size="sm" label="Loading billing accounts" />
          </dd>
        </Stack>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>Available credit</dt>
          <dd className={styles.statValue} />
        </Stack>
      </dl>
      <CardActions>
        <Link className={linkClass} to="/billing">
          All billing accounts
        </Link>
      </CardActions>
    </>
  );
}

const RESTRICTION_LABELS: Record<RestrictionLevel, string> = { CLEAR: "Clear", LIMITED: "Limited", FROZEN: "Frozen", TERMINATED: "Terminated" };
const STATUS_LABELS: Record<BillingAccountStatus, string> = { ACTIVE: "Active", SUSPENDED: "Suspended", PENDING_VALIDATION: "Pending validation" };

function BillingSummary() {
  const format = useFormat();
  const account = homeBillingAccount(useBillingAccounts());
  if (!account) {
    return (
      <>
        <p className={styles.muted}>No billing account yet. Add one to pay for resources.</p>
        <CreditPolicy />
        <CardActions>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/billing/create">
            Create billing account
          </Link>
        </CardActions>
      </>
    );
  }
  const credit = availableCredit(account);
  return (
    <>
      <dl className={styles.stats}>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>{account.is_default ? "Default billing account" : "Billing account"}</dt>
          <dd className={styles.statValue}>
            <ResourceName name={account.title} />
          </dd>
        </Stack>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>Available credit</dt>
          <dd className={styles.statValue}>{credit === undefined ? "Not available" : format.money(credit)}</dd>
        </Stack>
      </dl>
      {account.restriction_level !== "CLEAR" && <p className={styles.warning}>Restriction level: {RESTRICTION_LABELS[account.restriction_level]}</p>}
      {account.status !== undefined && account.status !== "ACTIVE" && (
        <p className={styles.warning}>
          Status: {STATUS_LABELS[account.status]}
          {account.suspend_reason ? ` (${account.suspend_reason})` : ""}
        </p>
      )}
      <CreditPolicy account={account} />
      <CardActions>
        <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={`/billing/account/${account.id}`}>
          View billing account
        </Link>
        <Link className={linkClass} to="/billing">
          All billing accounts
        </Link>
      </CardActions>
    </>
  );
}

/** The account the overview shows: the default one, else the first; deleted accounts never. */
export function homeBillingAccount(accounts: readonly BillingAccount[]): BillingAccount | undefined {
  const live = accounts.filter((account) => account.is_deleted !== true);
  return live.find((account) => account.is_default) ?? live[0];
}

/** Credit left after this month's usage so far, or the plain credit when the API sends no running totals. */
export function availableCredit(account: Pick<BillingAccount, "running_totals" | "credit_amount">): number | undefined {
  return account.running_totals?.credit_available ?? account.credit_amount;
}
