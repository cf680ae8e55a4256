import { Suspense, useId, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Link } from "react-router";
import { QueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccount, BillingAccountStatus, MetalMachineStatus, RestrictionLevel, UiConfig, VmStatus } from "@cloudconsole/sdk";
import { Button, Card, Heading, Spinner, StatusBadge, buttonClass, linkClass, type StatusTone } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useProvider } from "../../app/ProviderContext";
import { formatMoney } from "../../format";
import { computeCatalogQueries } from "../compute";
import { isLeaseTransitional, isVmTransitional as isTransitional, METAL_STATUS_DISPLAY, useAllLeases, useAllVms, VM_STATUS_DISPLAY } from "../../shared/compute";
import { useUiConfig } from "../../config/ConfigLayout";
import { createEntries, DISPLAY_CATEGORIES, enabledCategories, type DisplayCategory } from "../../app/resourceTypes";
import * as styles from "./HomeScreen.css";

/**
 * The signed-in landing page: the site's name, the provider's banner, a card per area (compute, billing) that
 * loads and fails by itself, and quick links to every enabled create route and category.
 */
export function HomeScreen() {
  const config = useUiConfig();
  const provider = useProvider();
  const vms = config.vmsEnabled === true;
  const metal = config.bareMetalEnabled === true;
  return (
    <section className={styles.screen} aria-labelledby="home-title">
      <div className={styles.intro}>
        <Heading level={1} id="home-title" className={styles.title}>
          {config.siteName || provider.name}
        </Heading>
        <p className={styles.subtitle}>Your resources and billing at a glance.</p>
      </div>
      {/* The banner leads to the VM form, so a site without VMs has no use for it. */}
      {provider.createBanner && vms && <CreateBanner text={provider.createBanner} />}
      <div className={styles.grid}>
        {(vms || metal) && <ComputeCard vms={vms} metal={metal} />}
        <BillingCard config={config} />
      </div>
      <QuickActions config={config} />
    </section>
  );
}

function CreateBanner({ text }: { text: string }) {
  const id = useId();
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <p id={id} className={styles.bannerText}>
        {text}
      </p>
      <Link className={buttonClass({ variant: "primary" })} to="/compute/create">
        Create virtual machine
      </Link>
    </section>
  );
}

/** A card with its own heading, announced as a region named by it. */
function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" stack aria-labelledby={id}>
      <Heading level={2} visualLevel={3} id={id} className={styles.cardTitle}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/** One card's data: its own error boundary, so a failing call leaves the other cards working; retry refetches. */
function CardData({ what, children }: { what: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallbackRender={(props) => <CardError what={what} {...props} />}>
          <div className={styles.cardBody}>{children}</div>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

function CardError({ what, error, resetErrorBoundary }: FallbackProps & { what: string }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>Could not load {what}.</p>
      <p className={styles.errorDetail}>{error instanceof Error ? error.message : String(error)}</p>
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary} aria-label={`Try again to load ${what}`}>
        Try again
      </Button>
    </div>
  );
}

function ComputeCard({ vms, metal }: { vms: boolean; metal: boolean }) {
  return (
    <OverviewCard title="Compute">
      <CardData what="your compute resources">
        <dl className={styles.stats}>
          {/* A boundary each, so both lists load in parallel. */}
          {vms && (
            <Suspense fallback={<StatLoading label="Virtual machines" />}>
              <VmStat />
            </Suspense>
          )}
          {metal && (
            <Suspense fallback={<StatLoading label="Bare metal servers" />}>
              <LeaseStat />
            </Suspense>
          )}
        </dl>
      </CardData>
      <div className={styles.actions}>
        {vms && (
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/compute/create">
            Create virtual machine
          </Link>
        )}
        {metal && (
          <Link className={buttonClass({ variant: vms ? "secondary" : "primary", size: "sm" })} to="/metal/create">
            Lease bare metal
          </Link>
        )}
        <Link className={linkClass} to="/compute">
          All compute resources
        </Link>
      </div>
    </OverviewCard>
  );
}

function StatLoading({ label }: { label: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>
        <Spinner size="sm" label={`Loading ${label.toLowerCase()}`} />
      </dd>
    </div>
  );
}

/** A count and its breakdown by status, in the order of `order`, leaving out statuses nothing is in. */
function Stat<S extends string>({
  label,
  statuses,
  order,
  display,
  pulse,
}: {
  label: string;
  statuses: readonly S[];
  order: readonly S[];
  display: Record<S, { label: string; tone: StatusTone }>;
  pulse: (status: S) => boolean;
}) {
  const counts = countBy(statuses);
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{statuses.length}</dd>
      <dd className={styles.statDetail}>
        {statuses.length === 0 ? (
          <span className={styles.muted}>None yet</span>
        ) : (
          <ul className={styles.badges} aria-label={`${label} by status`}>
            {order
              .filter((status) => counts.has(status))
              .map((status) => (
                <li key={status}>
                  <StatusBadge tone={display[status].tone} pulse={pulse(status)}>
                    {`${counts.get(status) ?? 0} ${display[status].label.toLowerCase()}`}
                  </StatusBadge>
                </li>
              ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

// Running first: how many are up is what a visitor looks for.
const VM_ORDER = ["running", ...(Object.keys(VM_STATUS_DISPLAY) as VmStatus[]).filter((status) => status !== "running")] as const;
const LEASE_ORDER = ["in_use", ...(Object.keys(METAL_STATUS_DISPLAY) as MetalMachineStatus[]).filter((status) => status !== "in_use")] as const;

function VmStat() {
  const rows = useAllVms();
  return <Stat label="Virtual machines" statuses={rows.map((row) => row.vm.status)} order={VM_ORDER} display={VM_STATUS_DISPLAY} pulse={isTransitional} />;
}

function LeaseStat() {
  const rows = useAllLeases();
  return (
    <Stat
      label="Bare metal servers"
      statuses={rows.map((row) => row.lease.status)}
      order={LEASE_ORDER}
      display={METAL_STATUS_DISPLAY}
      pulse={(status) => isLeaseTransitional({ status })}
    />
  );
}

function BillingCard({ config }: { config: UiConfig }) {
  return (
    <OverviewCard title="Billing">
      <CardData what="your billing accounts">
        <Suspense fallback={<Spinner label="Loading billing accounts" />}>
          <BillingSummary locale={config.siteLocale} currency={config.siteCurrency} />
        </Suspense>
      </CardData>
    </OverviewCard>
  );
}

const RESTRICTION_LABELS: Record<RestrictionLevel, string> = { CLEAR: "Clear", LIMITED: "Limited", FROZEN: "Frozen", TERMINATED: "Terminated" };
const STATUS_LABELS: Record<BillingAccountStatus, string> = { ACTIVE: "Active", SUSPENDED: "Suspended", PENDING_VALIDATION: "Pending validation" };

function BillingSummary({ locale, currency }: { locale: string; currency: string }) {
  const client = useApiClient();
  const { data: accounts } = useSuspenseQuery(computeCatalogQueries.billingAccounts(client));
  const account = homeBillingAccount(accounts);
  if (!account) {
    return (
      <>
        <p className={styles.muted}>No billing account yet. Add one to pay for resources.</p>
        <div className={styles.actions}>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/billing/create">
            Create billing account
          </Link>
        </div>
      </>
    );
  }
  const credit = availableCredit(account);
  return (
    <>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{account.is_default ? "Default billing account" : "Billing account"}</dt>
          <dd className={styles.statValue}>{account.title}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Available credit</dt>
          <dd className={styles.statValue}>{credit === undefined ? "Not available" : formatMoney(credit, { locale, currency })}</dd>
        </div>
      </dl>
      {account.restriction_level !== "CLEAR" && <p className={styles.warning}>Restriction level: {RESTRICTION_LABELS[account.restriction_level]}</p>}
      {account.status !== undefined && account.status !== "ACTIVE" && (
        <p className={styles.warning}>
          Status: {STATUS_LABELS[account.status]}
          {account.suspend_reason ? ` (${account.suspend_reason})` : ""}
        </p>
      )}
      <div className={styles.actions}>
        <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={`/billing/account/${account.id}`}>
          View billing account
        </Link>
        <Link className={linkClass} to="/billing">
          All billing accounts
        </Link>
      </div>
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

// Compute and billing have cards of their own; quick actions link the rest.
const CATEGORIES_WITH_CARDS: ReadonlySet<DisplayCategory> = new Set(["compute", "billing"]);

function QuickActions({ config }: { config: UiConfig }) {
  const createId = useId();
  const browseId = useId();
  const others = enabledCategories(config).filter((category) => !CATEGORIES_WITH_CARDS.has(category));
  return (
    <OverviewCard title="Quick actions">
      <div className={styles.section}>
        <h3 id={createId} className={styles.sectionTitle}>
          Create
        </h3>
        <ul className={styles.linkList} aria-labelledby={createId}>
          {createEntries(config).map((entry) => (
            <li key={entry.type}>
              {/* The list's heading says "Create" on screen; a link read alone says it too. */}
              <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={entry.to} aria-label={`Create ${entry.label}`}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {others.length > 0 && (
        <div className={styles.section}>
          <h3 id={browseId} className={styles.sectionTitle}>
            Go to
          </h3>
          <ul className={styles.linkList} aria-labelledby={browseId}>
            {others.map((category) => (
              <li key={category}>
                <Link className={buttonClass({ variant: "ghost", size: "sm" })} to={DISPLAY_CATEGORIES[category].path}>
                  {DISPLAY_CATEGORIES[category].label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </OverviewCard>
  );
}

function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
