import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link } from "react-router";
import { Inline, Spinner, Stack, TextField, buttonClass } from "@cloudconsole/ui";
import { AfterFirstPaint } from "../../app/firstPaint";
import { useUiConfig } from "../../config/ConfigLayout";
import { useComputeResources, useComputeStatusDisplay, type LeaseRow, type VmRow } from "../../shared/compute";
import { AllRows, type SidebarEntry } from "./SidebarRows";
import * as styles from "./ComputeSidebar.css";
import { useT } from "../../i18n";
import { computeMessages } from "./messages";

/** The most rows rendered whole; a longer list renders only the rows in view, with code that loads for it. */
const FULL_LIST_MAX = 200;
const VirtualSidebarRows = lazy(() => import("./VirtualSidebarRows").then((module) => ({ default: module.VirtualSidebarRows })));

/**
 * The Compute category's sidebar: every VM and bare metal lease, filterable, each a link to its page. On the page's
 * first load the lists are asked for once the page's frame has painted.
 */
export function ComputeSidebar() {
  const t = useT(computeMessages);
  const config = useUiConfig();
  return (
    <Stack as="nav" gap="sm" className={styles.sidebar} aria-label={t("sidebar.label")}>
      <Inline gap="xs">
        {config.vmsEnabled && (
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/compute/create">
            {t("createVm")}
          </Link>
        )}
        {config.bareMetalEnabled && (
          <Link className={buttonClass({ variant: config.vmsEnabled ? "secondary" : "primary", size: "sm" })} to="/metal/create">
            {t("leaseMetal")}
          </Link>
        )}
      </Inline>
      <ErrorBoundary fallback={<p className={styles.empty}>{t("sidebar.loadFailed")}</p>}>
        <Suspense fallback={<Spinner label={t("sidebar.loading")} />}>
          <AfterFirstPaint fallback={<Spinner label={t("sidebar.loading")} />}>
            <SidebarList vms={Boolean(config.vmsEnabled)} metal={Boolean(config.bareMetalEnabled)} />
          </AfterFirstPaint>
        </Suspense>
      </ErrorBoundary>
    </Stack>
  );
}

function SidebarList({ vms, metal }: { vms: boolean; metal: boolean }) {
  // Every list loads at once; a disabled kind asks for nothing.
  const resources = useComputeResources({ vms, leases: metal });
  return <FilterableEntries vms={resources.vms} leases={resources.leases} />;
}

function FilterableEntries({ vms, leases }: { vms: VmRow[]; leases: LeaseRow[] }) {
  const t = useT(computeMessages);
  const statuses = useComputeStatusDisplay();
  const [filter, setFilter] = useState("");
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const entries = useMemo(() => {
    const list: SidebarEntry[] = [];
    const matchingVms = deferred ? vms.filter((row) => row.vm.name.toLowerCase().includes(deferred)) : vms;
    const matchingLeases = deferred ? leases.filter((row) => row.lease.display_name.toLowerCase().includes(deferred)) : leases;
    if (matchingVms.length > 0) {
      list.push({ kind: "heading", title: t("sidebar.vms", { count: matchingVms.length }) }, ...matchingVms.map((row) => ({ kind: "vm" as const, row, status: statuses.vm(row.vm.status) })));
    }
    if (matchingLeases.length > 0) {
      list.push({ kind: "heading", title: t("sidebar.metal", { count: matchingLeases.length }) }, ...matchingLeases.map((row) => ({ kind: "lease" as const, row, status: statuses.metal(row.lease.status) })));
    }
    return list;
  }, [vms, leases, deferred, t, statuses]);

  const scroller = useRef<HTMLDivElement>(null);

  return (
    <>
      <TextField label={t("sidebar.filter")} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
      {entries.length === 0 ? (
        <p className={styles.empty}>{deferred ? t("sidebar.noMatch") : t("sidebar.empty")}</p>
      ) : (
        <div ref={scroller} className={styles.scroller}>
          {entries.length <= FULL_LIST_MAX ? (
            <AllRows entries={entries} />
          ) : (
            // The first rows meanwhile, in a box as tall as the whole list.
            <Suspense fallback={<AllRows entries={entries.slice(0, FULL_LIST_MAX)} count={entries.length} />}>
              <VirtualSidebarRows entries={entries} scroller={scroller} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
