import { Suspense, useDeferredValue, useMemo, useRef, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, NavLink } from "react-router";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Inline, Spinner, Stack, TextField, buttonClass } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { METAL_STATUS_DISPLAY, StatusBadge, useComputeResources, VM_STATUS_DISPLAY, type LeaseRow, type VmRow } from "../../shared/compute";
import { ResourceName } from "../../shared/names";
import * as styles from "./ComputeSidebar.css";

const ROW_HEIGHT = 36;

type SidebarEntry = { kind: "heading"; title: string } | { kind: "vm"; row: VmRow } | { kind: "lease"; row: LeaseRow };

/** The Compute category's sidebar: every VM and bare metal lease, filterable, each a link to its page. */
export function ComputeSidebar() {
  const config = useUiConfig();
  return (
    <Stack as="nav" gap="sm" className={styles.sidebar} aria-label="Compute resources">
      <Inline gap="xs">
        {config.vmsEnabled && (
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/compute/create">
            Create virtual machine
          </Link>
        )}
        {config.bareMetalEnabled && (
          <Link className={buttonClass({ variant: config.vmsEnabled ? "secondary" : "primary", size: "sm" })} to="/metal/create">
            Lease bare metal
          </Link>
        )}
      </Inline>
      <ErrorBoundary fallback={<p className={styles.empty}>Could not load the resource list.</p>}>
        <Suspense fallback={<Spinner label="Loading resources" />}>
          <SidebarList vms={Boolean(config.vmsEnabled)} metal={Boolean(config.bareMetalEnabled)} />
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
  const [filter, setFilter] = useState("");
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const entries = useMemo(() => {
    const list: SidebarEntry[] = [];
    const matchingVms = deferred ? vms.filter((row) => row.vm.name.toLowerCase().includes(deferred)) : vms;
    const matchingLeases = deferred ? leases.filter((row) => row.lease.display_name.toLowerCase().includes(deferred)) : leases;
    if (matchingVms.length > 0) list.push({ kind: "heading", title: `Virtual machines (${matchingVms.length})` }, ...matchingVms.map((row) => ({ kind: "vm" as const, row })));
    if (matchingLeases.length > 0) list.push({ kind: "heading", title: `Bare metal (${matchingLeases.length})` }, ...matchingLeases.map((row) => ({ kind: "lease" as const, row })));
    return list;
  }, [vms, leases, deferred]);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: entries.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });

  return (
    <>
      <TextField label="Filter resources" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
      {entries.length === 0 ? (
        <p className={styles.empty}>{deferred ? "Nothing matches the filter." : "No resources yet."}</p>
      ) : (
        <div ref={scroller} className={styles.scroller}>
          <ul style={{ height: virtualizer.getTotalSize(), position: "relative", margin: 0, padding: 0, listStyle: "none" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const entry = entries[item.index];
              if (!entry) return null;
              const style = { top: item.start, height: ROW_HEIGHT };
              if (entry.kind === "heading") {
                return (
                  <li key={item.key} className={styles.item} style={style}>
                    <span className={styles.sectionTitle}>{entry.title}</span>
                  </li>
                );
              }
              const [to, name, status] =
                entry.kind === "vm"
                  ? [`/compute/vm/${entry.row.location}/${entry.row.vm.uuid}`, entry.row.vm.name, VM_STATUS_DISPLAY[entry.row.vm.status]]
                  : [`/metal/lease/${entry.row.lease.uuid}`, entry.row.lease.display_name, METAL_STATUS_DISPLAY[entry.row.lease.status]];
              return (
                <li key={item.key} style={{ position: "absolute", top: item.start, left: 0, right: 0, height: ROW_HEIGHT }}>
                  <NavLink className={styles.item} style={{ top: 0, height: ROW_HEIGHT }} to={to}>
                    <span className={styles.itemName}>
                      <ResourceName name={name} />
                    </span>
                    <StatusBadge {...status} />
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
