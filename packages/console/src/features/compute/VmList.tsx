import { memo, useDeferredValue, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useVirtualizer } from "@tanstack/react-virtual";
import { VM_STATUS_VALUES, type BillingAccount, type Location } from "@cloudconsole/sdk";
import { Select, Stack, TextField } from "@cloudconsole/ui";
import { formatMemory } from "../../format";
import { locationName, StatusBadge, VM_STATUS_DISPLAY, type VmRow } from "../../shared/compute";
import { filterVmRows, indexVmRows, sortVmRows, type IndexedVmRow, type PreviousVmFilterResult, type VmFilter, type VmSort, type VmSortKey } from "./vmFilter";
import { ResourceName } from "../../shared/names";
import * as styles from "./VmList.css";

const ROW_HEIGHT = 44;

const COLUMNS: { key: VmSortKey | null; label: string; width: string }[] = [
  { key: "name", label: "Name", width: "20%" },
  { key: "status", label: "Status", width: "12%" },
  { key: "location", label: "Location", width: "11%" },
  { key: "os", label: "OS", width: "13%" },
  { key: "size", label: "vCPU / RAM", width: "11%" },
  { key: null, label: "IPs", width: "17%" },
  { key: null, label: "Billing account", width: "16%" },
];

export interface VmListProps {
  rows: VmRow[];
  locations: Location[];
  /** Billing accounts by id, for their titles; ids are shown until they load. */
  billingAccounts?: readonly BillingAccount[];
}

/**
 * Every VM in one virtualised table: only the rows in view are in the DOM, the filter index is built once per data
 * change and the text filter runs deferred, so typing stays responsive at 10,000 VMs.
 */
export function VmList({ rows, locations, billingAccounts }: VmListProps) {
  const [filter, setFilter] = useState<VmFilter>({ text: "", status: "", location: "" });
  const [sort, setSort] = useState<VmSort>({ key: "name", direction: "ascending" });
  const deferredFilter = useDeferredValue(filter);
  const indexed = useMemo(() => indexVmRows(rows), [rows]);
  const sorted = useMemo(() => sortVmRows(indexed, sort), [indexed, sort]);
  const visible = useNarrowingFilter(sorted, deferredFilter);
  const accountTitles = useMemo(() => new Map(billingAccounts?.map((account) => [account.id, account.title] as const)), [billingAccounts]);
  const shownLocations = useMemo(() => locations.filter((location) => rows.some((row) => row.location === location.slug)), [locations, rows]);

  const scroller = useRef<HTMLDivElement>(null);
  // initialRect: a first frame of rows before the scroller is measured (and in jsdom, which measures nothing).
  const virtualizer = useVirtualizer({ count: visible.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12, initialRect: { width: 1000, height: 600 } });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const toggleSort = (key: VmSortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === "ascending" ? "descending" : "ascending" }));

  return (
    <Stack gap="md">
      <div className={styles.filters} role="search" aria-label="Filter virtual machines">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, IP address, OS…"
          value={filter.text}
          onChange={(event) => setFilter((current) => ({ ...current, text: event.target.value }))}
          autoComplete="off"
        />
        <Select label="Status" value={filter.status} onChange={(event) => setFilter((current) => ({ ...current, status: event.target.value as VmFilter["status"] }))}>
          <option value="">Any status</option>
          {VM_STATUS_VALUES.filter((status) => status !== "deleted").map((status) => (
            <option key={status} value={status}>
              {VM_STATUS_DISPLAY[status].label}
            </option>
          ))}
        </Select>
        <Select label="Location" value={filter.location} onChange={(event) => setFilter((current) => ({ ...current, location: event.target.value }))}>
          <option value="">Any location</option>
          {shownLocations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.display_name}
            </option>
          ))}
        </Select>
      </div>
      <p className={styles.count} aria-live="polite" data-vm-count="">
        {visible.length === rows.length ? `${rows.length} virtual machine${rows.length === 1 ? "" : "s"}` : `${visible.length} of ${rows.length} virtual machines`}
      </p>
      <div ref={scroller} className={styles.scroller} aria-label="Virtual machines table" role="region">
        <table className={styles.table} aria-rowcount={visible.length + 1}>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column.label} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {COLUMNS.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={styles.headCell}
                  aria-sort={column.key && sort.key === column.key ? sort.direction : undefined}
                >
                  {column.key ? (
                    <button type="button" className={styles.sortButton} onClick={() => column.key && toggleSort(column.key)}>
                      {column.label}
                      <span aria-hidden="true">{sort.key === column.key ? (sort.direction === "ascending" ? "▲" : "▼") : ""}</span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className={styles.empty}>
                  No records
                </td>
              </tr>
            ) : (
              <>
                {paddingTop > 0 && (
                  <tr aria-hidden="true">
                    <td colSpan={COLUMNS.length} style={{ height: paddingTop, padding: 0, border: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = visible[item.index];
                  if (!row) return null;
                  const account = row.vm.billing_account;
                  return (
                    <VmTableRow
                      key={`${row.location}/${row.vm.uuid}`}
                      row={row}
                      rowIndex={item.index + 2}
                      locationLabel={locationName(locations, row.location)}
                      accountLabel={account === undefined ? "" : (accountTitles.get(account) ?? `#${account}`)}
                    />
                  );
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden="true">
                    <td colSpan={COLUMNS.length} style={{ height: paddingBottom, padding: 0, border: 0 }} />
                  </tr>
                )}
              </>
            )}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

/**
 * The filter's result, searched from the previous result when the new filter only narrows it (typing more of a
 * name), so each keystroke scans fewer rows. The previous result is used only while the rows are the same.
 */
function useNarrowingFilter(rows: readonly IndexedVmRow[], filter: VmFilter): IndexedVmRow[] {
  const previous = useRef<{ rows: readonly IndexedVmRow[]; last: PreviousVmFilterResult<IndexedVmRow> }>(undefined);
  return useMemo(() => {
    const last = previous.current?.rows === rows ? previous.current.last : undefined;
    const result = filterVmRows(rows, filter, last);
    previous.current = { rows, last: { filter, result } };
    return result;
  }, [rows, filter]);
}

interface VmTableRowProps {
  row: IndexedVmRow;
  rowIndex: number;
  locationLabel: string;
  accountLabel: string;
}

/** One VM's row; memoised, so a keystroke re-renders only the rows whose content or position changed. */
const VmTableRow = memo(function VmTableRow({ row, rowIndex, locationLabel, accountLabel }: VmTableRowProps) {
  const { vm } = row;
  const status = VM_STATUS_DISPLAY[vm.status];
  return (
    <tr className={styles.row} aria-rowindex={rowIndex}>
      <td className={styles.cell}>
        <Link className={styles.nameLink} to={`/compute/vm/${row.location}/${vm.uuid}`}>
          <ResourceName name={vm.name} />
        </Link>
      </td>
      <td className={styles.cell}>
        <StatusBadge {...status} />
      </td>
      <td className={styles.cell}>{locationLabel}</td>
      <td className={styles.cell}>
        {vm.os_name} {vm.os_version}
      </td>
      <td className={styles.cell}>
        {vm.vcpu} / {formatMemory(vm.memory)}
      </td>
      <td className={styles.cell} title={[vm.private_ipv4, vm.public_ipv6].filter(Boolean).join("\n")}>
        {vm.private_ipv4 || vm.public_ipv6 || <span className={styles.muted}>None</span>}
      </td>
      <td className={styles.cell}>
        <ResourceName name={accountLabel} />
      </td>
    </tr>
  );
});
