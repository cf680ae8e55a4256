import { Suspense } from "react";
import { Link } from "react-router";
import type { BillingAccount, BillingAccountStatus, RestrictionLevel } from "@cloudconsole/sdk";
import { Spinner, Stack, buttonClass, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { useBillingAccounts } from "../billing";
import { homeMessages, type HomeT } from "./messages";
import { CardActions, CardData, OverviewCard } from "./OverviewCard";
import { ResourceName } from "../../shared/names";
import { CreditPolicy } from "../../shared/billing";
import * as styles from "./HomeScreen.css";

/** Billing at a glance: the account the overview shows, its credit and anything that limits it. */
export function BillingCard() {
  const t = useT(homeMessages);
  return (
    <OverviewCard title={t("billing.title")}>
      <CardData what="billing">
        <Suspense fallback={<BillingLoading />}>
          <BillingSummary />
        </Suspense>
      </CardData>
    </OverviewCard>
  );
}

/** The summary's frame while the accounts load, the same height as the usual summary. */
function BillingLoading() {
  const t = useT(homeMessages);
  return (
    <>
      <dl className={styles.stats}>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>{t("billing.account")}</dt>
          <dd className={styles.statValue}>
            <Spinner size="sm" label={t("billing.loading")} />
          </dd>
        </Stack>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>{t("billing.credit")}</dt>
          <dd className={styles.statValue} />
        </Stack>
      </dl>
      <CardActions>
        <Link className={linkClass} to="/billing">
          {t("billing.all")}
        </Link>
      </CardActions>
    </>
  );
}

function restrictionLabels(t: HomeT): Record<RestrictionLevel, string> {
  return { CLEAR: t("restriction.CLEAR"), LIMITED: t("restriction.LIMITED"), FROZEN: t("restriction.FROZEN"), TERMINATED: t("restriction.TERMINATED") };
}

function statusLabels(t: HomeT): Record<BillingAccountStatus, string> {
  return { ACTIVE: t("status.ACTIVE"), SUSPENDED: t("status.SUSPENDED"), PENDING_VALIDATION: t("status.PENDING_VALIDATION") };
}

function BillingSummary() {
  const format = useFormat();
  const t = useT(homeMessages);
  const account = homeBillingAccount(useBillingAccounts());
  if (!account) {
    return (
      <>
        <p className={styles.muted}>{t("billing.none")}</p>
        <CreditPolicy />
        <CardActions>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/billing/create">
            {t("billing.create")}
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
          <dt className={styles.statLabel}>{account.is_default ? t("billing.defaultAccount") : t("billing.account")}</dt>
          <dd className={styles.statValue}>
            <ResourceName name={account.title} />
          </dd>
        </Stack>
        <Stack gap="xxs" className={styles.stat}>
          <dt className={styles.statLabel}>{t("billing.credit")}</dt>
          <dd className={styles.statValue}>{credit === undefined ? t("billing.notAvailable") : format.money(credit)}</dd>
        </Stack>
      </dl>
      {account.restriction_level !== "CLEAR" && <p className={styles.warning}>{t("billing.restriction", { level: restrictionLabels(t)[account.restriction_level] })}</p>}
      {account.status !== undefined && account.status !== "ACTIVE" && (
        <p className={styles.warning}>
          {account.suspend_reason
            ? t("billing.statusWithReason", { status: statusLabels(t)[account.status], reason: account.suspend_reason })
            : t("billing.status", { status: statusLabels(t)[account.status] })}
        </p>
      )}
      <CreditPolicy account={account} />
      <CardActions>
        <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={`/billing/account/${account.id}`}>
          {t("billing.view")}
        </Link>
        <Link className={linkClass} to="/billing">
          {t("billing.all")}
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
