import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from "react";
import { VM_STATUS_VALUES, type BillingAccount, type Location } from "@cloudconsole/sdk";
import { Select, SortSelect, Stack, tableRoles, TextField, type SortChoice, type TableSort } from "@cloudconsole/ui";
import { useIsMobile } from "../../app/useMediaQuery";
import { VM_STATUS_DISPLAY, type VmRow } from "../../shared/compute";
import { createRecentVmFilter, indexVmRows, sortVmRows, type IndexedVmRow, type VmFilter, type VmSort, type VmSortKey } from "./vmFilter";
import { AllVmRows, PHONE_ROW_HEIGHT, ROW_HEIGHT, useConsoleHrefBase, useVmLinkNavigation, type VmRowsContext } from "./VmRows";
import * as styles from "./VmList.css";

/**
 * Up to this many VMs (a screenful or two) the table renders whole; a longer list renders the rows in view (and loads
 * the code for it), whatever the filter leaves: switching between the two on a keystroke would rebuild the table.
 */
const FULL_LIST_MAX = 50;
/** While the virtual list's code loads, the first rows: as many as the tallest window shows. */
const FIRST_ROWS = 40;
const VirtualVmRows = lazy(() => import("./VirtualVmRows").then((module) => ({ default: module.VirtualVmRows })));

const COLUMNS: { key: VmSortKey | null; label: string; width: string }[] = [
  { key: "name", label: "Name", width: "18%" },
  // Room for the longest status ("Stopping") in its badge at the table's narrowest, as on a phone.
  { key: "status", label: "Status", width: "15%" },
  { key: "location", label: "Location", width: "10%" },
  { key: "os", label: "OS", width: "13%" },
  { key: "size", label: "vCPU / RAM", width: "11%" },
  { key: null, label: "IPs", width: "17%" },
  { key: null, label: "Billing account", width: "16%" },
];

/** The sortable columns, for the sort control that stands in for the headers on a phone. */
const SORT_CHOICES: SortChoice[] = COLUMNS.flatMap((column) => (column.key ? [{ key: column.key, label: column.label }] : []));
const isVmSortKey = (key: string): key is VmSortKey => SORT_CHOICES.some((choice) => choice.key === key);

export interface VmListProps {
  rows: VmRow[];
  locations: Location[];
  /** Billing accounts by id, for their titles; ids are shown until they load. */
  billingAccounts?: readonly BillingAccount[];
}

/**
 * Every VM in one table; a long list is virtualised (only the rows in view are in the DOM). The filter index is built
 * once per data change. A keystroke renders the field at once and the list it narrows as a deferred render, which
 * the next keystroke interrupts: the frame after a keystroke shows what was typed without waiting for thousands of
 * rows to be filtered and the rows in view to be rendered again.
 */
export function VmList({ rows, locations, billingAccounts }: VmListProps) {
  const [filter, setFilter] = useState<VmFilter>({ text: "", status: "", location: "" });
  const [sort, setSort] = useState<VmSort>({ key: "name", direction: "ascending" });
  const indexed = useMemo(() => indexVmRows(rows), [rows]);
  const sorted = useMemo(() => sortVmRows(indexed, sort), [indexed, sort]);
  const listFilter = useDeferredValue(filter);
  const visible = useRecentFilter(sorted, listFilter);
  const accountTitles = useMemo(() => new Map(billingAccounts?.map((account) => [account.id, account.title] as const)), [billingAccounts]);
  const shownLocations = useMemo(() => locations.filter((location) => rows.some((row) => row.location === location.slug)), [locations, rows]);

  const scroller = useRef<HTMLDivElement>(null);
  useVmLinkNavigation(scroller);
  const hrefBase = useConsoleHrefBase();
  // A phone shows each VM as a card of two lines, every card as tall as the next, so the list stays virtual.
  const rowHeight = useIsMobile() ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const context: VmRowsContext = useMemo(
    () => ({ locations, accountTitles, columnCount: COLUMNS.length, hrefBase, rowHeight }),
    [locations, accountTitles, hrefBase, rowHeight],
  );

  const toggleSort = (key: VmSortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === "ascending" ? "descending" : "ascending" }));
  const pickSort = ({ key, direction }: TableSort) => {
    if (isVmSortKey(key)) setSort({ key, direction });
  };

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
      <SortSelect choices={SORT_CHOICES} sort={sort} onSortChange={pickSort} />
      <p className={styles.count} aria-live="polite" data-vm-count="">
        {visible.length === rows.length ? `${rows.length} virtual machine${rows.length === 1 ? "" : "s"}` : `${visible.length} of ${rows.length} virtual machines`}
      </p>
      <div ref={scroller} className={styles.scroller} aria-label="Virtual machines table" role="region">
        {/* The cards of a phone drop the table's layout, and some browsers its semantics with it: the roles keep them. */}
        <table className={styles.table} aria-rowcount={visible.length + 1} aria-label="Virtual machines" {...tableRoles.table}>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column.label} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead {...tableRoles.rowgroup}>
            <tr aria-rowindex={1} {...tableRoles.row}>
              {COLUMNS.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  {...tableRoles.columnheader}
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
          <tbody {...tableRoles.rowgroup}>
            {visible.length === 0 ? (
              <tr {...tableRoles.row}>
                <td colSpan={COLUMNS.length} className={styles.empty} {...tableRoles.cell}>
                  No records
                </td>
              </tr>
            ) : rows.length <= FULL_LIST_MAX ? (
              <AllVmRows rows={visible} context={context} />
            ) : (
              <Suspense fallback={<AllVmRows rows={visible.slice(0, FIRST_ROWS)} count={visible.length} context={context} />}>
                {/* A new row height (the window crossing the phone width) measures the list anew. */}
                <VirtualVmRows key={rowHeight} rows={visible} scroller={scroller} context={context} />
              </Suspense>
            )}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

/** The filter's result, from the list's recent results when it has one (see createRecentVmFilter). */
function useRecentFilter(rows: readonly IndexedVmRow[], filter: VmFilter): IndexedVmRow[] {
  const [recentFilter] = useState(() => createRecentVmFilter<IndexedVmRow>());
  return useMemo(() => recentFilter(rows, filter), [recentFilter, rows, filter]);
}
