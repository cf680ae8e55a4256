import { Suspense } from "react";
import { Link } from "react-router";
import type { MetalMachineStatus, VmStatus } from "@cloudconsole/sdk";
import { Inline, Spinner, Stack, StatusBadge, buttonClass, linkClass, type StatusTone } from "@cloudconsole/ui";
import { isLeaseTransitional, isVmTransitional, METAL_STATUS_DISPLAY, useAllLeases, useAllVms, VM_STATUS_DISPLAY } from "../../shared/compute";
import { useT } from "../../i18n";
import { homeMessages } from "./messages";
import { CardActions, CardData, OverviewCard } from "./OverviewCard";
import * as styles from "./HomeScreen.css";

/** Compute at a glance: how many VMs and bare metal servers, by status, with the ways to make more. */
export function ComputeCard({ vms, metal }: { vms: boolean; metal: boolean }) {
  const t = useT(homeMessages);
  return (
    <OverviewCard title={t("compute.title")}>
      <CardData what="compute">
        <dl className={styles.stats}>
          {/* A boundary each, so both lists load in parallel. */}
          {vms && (
            <Suspense fallback={<StatLoading label={t("compute.vms")} loadingLabel={t("compute.vmsLoading")} />}>
              <VmStat />
            </Suspense>
          )}
          {metal && (
            <Suspense fallback={<StatLoading label={t("compute.metal")} loadingLabel={t("compute.metalLoading")} />}>
              <LeaseStat />
            </Suspense>
          )}
        </dl>
      </CardData>
      <CardActions>
        {vms && (
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/compute/create">
            {t("createVm")}
          </Link>
        )}
        {metal && (
          <Link className={buttonClass({ variant: vms ? "secondary" : "primary", size: "sm" })} to="/metal/create">
            {t("compute.leaseMetal")}
          </Link>
        )}
        <Link className={linkClass} to="/compute">
          {t("compute.all")}
        </Link>
      </CardActions>
    </OverviewCard>
  );
}

function StatLoading({ label, loadingLabel }: { label: string; loadingLabel: string }) {
  return (
    <Stack gap="xxs" className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={`${styles.statValue} ${styles.statLoading}`}>
        <Spinner size="sm" label={loadingLabel} />
      </dd>
    </Stack>
  );
}

/** A count and its breakdown by status, in the order of `order`, leaving out statuses nothing is in. */
function Stat<S extends string>({
  label,
  byStatusLabel,
  statuses,
  order,
  display,
  pulse,
}: {
  label: string;
  byStatusLabel: string;
  statuses: readonly S[];
  order: readonly S[];
  display: Record<S, { label: string; tone: StatusTone }>;
  pulse: (status: S) => boolean;
}) {
  const t = useT(homeMessages);
  const counts = countBy(statuses);
  return (
    <Stack gap="xxs" className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{statuses.length}</dd>
      <dd className={styles.statDetail}>
        {statuses.length === 0 ? (
          <span className={styles.muted}>{t("compute.none")}</span>
        ) : (
          <Inline as="ul" gap="xxs" aria-label={byStatusLabel}>
            {order
              .filter((status) => counts.has(status))
              .map((status) => (
                <li key={status}>
                  <StatusBadge tone={display[status].tone} pulse={pulse(status)}>
                    {t("compute.statusCount", { count: counts.get(status) ?? 0, status, name: display[status].label.toLowerCase() })}
                  </StatusBadge>
                </li>
              ))}
          </Inline>
        )}
      </dd>
    </Stack>
  );
}

// Running first: how many are up is what a visitor looks for.
const VM_ORDER = ["running", ...(Object.keys(VM_STATUS_DISPLAY) as VmStatus[]).filter((status) => status !== "running")] as const;
const LEASE_ORDER = ["in_use", ...(Object.keys(METAL_STATUS_DISPLAY) as MetalMachineStatus[]).filter((status) => status !== "in_use")] as const;

function VmStat() {
  const rows = useAllVms();
  const t = useT(homeMessages);
  return <Stat label={t("compute.vms")} byStatusLabel={t("compute.vmsByStatus")} statuses={rows.map((row) => row.vm.status)} order={VM_ORDER} display={VM_STATUS_DISPLAY} pulse={isVmTransitional} />;
}

function LeaseStat() {
  const rows = useAllLeases();
  const t = useT(homeMessages);
  return (
    <Stat
      label={t("compute.metal")}
      byStatusLabel={t("compute.metalByStatus")}
      statuses={rows.map((row) => row.lease.status)}
      order={LEASE_ORDER}
      display={METAL_STATUS_DISPLAY}
      pulse={(status) => isLeaseTransitional({ status })}
    />
  );
}

function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
