import { Suspense } from "react";
import { Link } from "react-router";
import type { MetalMachineStatus, VmStatus } from "@cloudconsole/sdk";
import { Inline, Spinner, Stack, StatusBadge, buttonClass, linkClass, type StatusTone } from "@cloudconsole/ui";
import { isLeaseTransitional, isVmTransitional, METAL_STATUS_DISPLAY, useAllLeases, useAllVms, VM_STATUS_DISPLAY } from "../../shared/compute";
import { CardActions, CardData, OverviewCard } from "./OverviewCard";
import * as styles from "./HomeScreen.css";

/** Compute at a glance: how many VMs and bare metal servers, by status, with the ways to make more. */
export function ComputeCard({ vms, metal }: { vms: boolean; metal: boolean }) {
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
      <CardActions>
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
      </CardActions>
    </OverviewCard>
  );
}

function StatLoading({ label }: { label: string }) {
  return (
    <Stack gap="xxs" className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={`${styles.statValue} ${styles.statLoading}`}>
        <Spinner size="sm" label={`Loading ${label.toLowerCase()}`} />
      </dd>
    </Stack>
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
    <Stack gap="xxs" className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{statuses.length}</dd>
      <dd className={styles.statDetail}>
        {statuses.length === 0 ? (
          <span className={styles.muted}>None yet</span>
        ) : (
          <Inline as="ul" gap="xxs" aria-label={`${label} by status`}>
            {order
              .filter((status) => counts.has(status))
              .map((status) => (
                <li key={status}>
                  <StatusBadge tone={display[status].tone} pulse={pulse(status)}>
                    {`${counts.get(status) ?? 0} ${display[status].label.toLowerCase()}`}
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
  return <Stat label="Virtual machines" statuses={rows.map((row) => row.vm.status)} order={VM_ORDER} display={VM_STATUS_DISPLAY} pulse={isVmTransitional} />;
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

function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
