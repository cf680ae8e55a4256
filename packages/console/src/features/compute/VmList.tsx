import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from "react";
import { VM_STATUS_VALUES, type BillingAccount, type Location } from "@cloudconsole/sdk";
import { Select, SortSelect, Stack, tableRoles, TextField, type SortChoice, type TableSort } from "@cloudconsole/ui";
import { useIsMobile } from "../../app/useMediaQuery";
import { useComputeStatusDisplay, type VmRow } from "../../shared/compute";
import { useT } from "../../i18n";
import { computeMessages, type ComputeT } from "./messages";
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

/** The table's columns in the customer's language. */
function vmColumns(t: ComputeT): { key: VmSortKey | null; label: string; width: string }[] {
  return [
    { key: "name", label: t("list.column.name"), width: "18%" },
    // Room for the longest status ("Stopping") in its badge at the table's narrowest, as on a phone.
    { key: "status", label: t("list.column.status"), width: "15%" },
    { key: "location", label: t("list.column.location"), width: "10%" },
    { key: "os", label: t("list.column.os"), width: "13%" },
    { key: "size", label: t("list.column.size"), width: "11%" },
    { key: null, label: t("list.column.ips"), width: "17%" },
    { key: null, label: t("list.column.billingAccount"), width: "16%" },
  ];
}

const SORT_KEYS: readonly string[] = ["name", "status", "location", "os", "size"] satisfies VmSortKey[];
const isVmSortKey = (key: string): key is VmSortKey => SORT_KEYS.includes(key);

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
  const t = useT(computeMessages);
  const statuses = useComputeStatusDisplay();
  const columns = useMemo(() => vmColumns(t), [t]);
  // The sortable columns, for the sort control that stands in for the headers on a phone.
  const sortChoices = useMemo<SortChoice[]>(() => columns.flatMap((column) => (column.key ? [{ key: column.key, label: column.label }] : [])), [columns]);
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
    () => ({ locations, accountTitles, columnCount: columns.length, hrefBase, rowHeight, statusDisplay: statuses.vm, noIpText: t("list.noIp") }),
    [locations, accountTitles, columns.length, hrefBase, rowHeight, statuses, t],
  );

  const toggleSort = (key: VmSortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === "ascending" ? "descending" : "ascending" }));
  const pickSort = ({ key, direction }: TableSort) => {
    if (isVmSortKey(key)) setSort({ key, direction });
  };

  return (
    <Stack gap="md">
      <div className={styles.filters} role="search" aria-label={t("list.filters")}>
        <TextField
          label={t("list.search")}
          type="search"
          placeholder={t("list.searchPlaceholder")}
          value={filter.text}
          onChange={(event) => setFilter((current) => ({ ...current, text: event.target.value }))}
          autoComplete="off"
        />
        <Select label={t("list.status")} value={filter.status} onChange={(event) => setFilter((current) => ({ ...current, status: event.target.value as VmFilter["status"] }))}>
          <option value="">{t("list.anyStatus")}</option>
          {VM_STATUS_VALUES.filter((status) => status !== "deleted").map((status) => (
            <option key={status} value={status}>
              {statuses.vmLabels[status]}
            </option>
          ))}
        </Select>
        <Select label={t("list.location")} value={filter.location} onChange={(event) => setFilter((current) => ({ ...current, location: event.target.value }))}>
          <option value="">{t("list.anyLocation")}</option>
          {shownLocations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.display_name}
            </option>
          ))}
        </Select>
      </div>
      <SortSelect choices={sortChoices} sort={sort} onSortChange={pickSort} />
      <p className={styles.count} aria-live="polite" data-vm-count="">
        {visible.length === rows.length ? t("list.count", { count: rows.length }) : t("list.countFiltered", { shown: visible.length, total: rows.length })}
      </p>
      <div ref={scroller} className={styles.scroller} aria-label={t("list.region")} role="region">
        {/* The cards of a phone drop the table's layout, and some browsers its semantics with it: the roles keep them. */}
        <table className={styles.table} aria-rowcount={visible.length + 1} aria-label={t("list.table")} {...tableRoles.table}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.label} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead {...tableRoles.rowgroup}>
            <tr aria-rowindex={1} {...tableRoles.row}>
              {columns.map((column) => (
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
                <td colSpan={columns.length} className={styles.empty} {...tableRoles.cell}>
                  {t("list.empty")}
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
