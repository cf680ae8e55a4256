import clsx from "clsx";
import { useId, useState, type ReactNode } from "react";
import { visuallyHidden } from "../../theme/utils.css";
import * as styles from "./Table.css";

export type SortDirection = "ascending" | "descending";

export interface TableSort {
  /** `key` of the sorted column. */
  key: string;
  direction: SortDirection;
}

export type TableRowTone = "suspended" | "deleted";

export interface TableColumn<Row> {
  /** Identifies the column (in `sort`) and keys its cells. */
  key: string;
  /** Column heading. */
  header: ReactNode;
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode;
  /** Value to sort by; makes the column sortable and sorted by the table unless `manualSort` is set. */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
  /** Sortable without `sortValue` (with `manualSort`, the caller sorts, e.g. on the server). */
  sortable?: boolean;
  /** "end" for numbers and amounts. */
  align?: "start" | "end";
  /** Hide on screens of 700 px and less. */
  hideOnMobile?: boolean;
  /** Keep on one line (dates, amounts, ids). */
  nowrap?: boolean;
  /** The cell has its own buttons or links: keep them clickable above the row link. */
  interactive?: boolean;
  /** CSS width of the column, e.g. "120px" or "20%". */
  width?: string;
}

export interface TableLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  "data-row-link": true;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (its id or uuid). */
  rowKey: (row: Row) => string;
  /** Names the table; shown above it unless `captionHidden`. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a heading above already says it). */
  captionHidden?: boolean;
  /** Where a row leads: the first cell becomes a link and the whole row is clickable. */
  rowHref?: (row: Row) => string | undefined;
  /** Renders the row link, e.g. a router Link: `(p) => <Link to={p.href} {...p} />`. Default: `<a>`. */
  renderLink?: (props: TableLinkProps) => ReactNode;
  /** "suspended" or "deleted" styling for account rows; also say it in text (e.g. a StatusBadge). */
  rowTone?: (row: Row) => TableRowTone | undefined;
  /** Sorted column (controlled). */
  sort?: TableSort;
  /** Sorted column at first (uncontrolled). */
  defaultSort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** The caller sorts `rows` itself (e.g. on the server); the table only shows the sort state. */
  manualSort?: boolean;
  /** Shown in one full-width row when there are no rows. Default "No records". */
  emptyText?: ReactNode;
  /** Buttons or a menu for a row, in a last column whose header is read out only ("Actions", see `rowActionsLabel`). */
  rowActions?: (row: Row) => ReactNode;
  /** Screen-reader name of the row actions column. Default "Actions". */
  rowActionsLabel?: string;
  /** A small table inside a Card (a VM's disks, snapshots): compact cells, no frame of its own, header not sticky. */
  dense?: boolean;
  /** Marks the table busy, e.g. while the next page loads. */
  busy?: boolean;
  /** Scroll inside a box this high (CSS length) with the header stuck to its top; else the header sticks to the page. */
  maxHeight?: string;
  /** Offset of the sticky header from the top (CSS length), e.g. the height of a fixed page header. Default 0. */
  stickyOffset?: string;
  className?: string;
}

type SortValue = string | number | Date | null | undefined;

/** Text order as people read it ("vm-2" before "vm-10", case aside); built once, as `localeCompare` with options builds one per call. */
let textOrder: Intl.Collator | undefined;

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  textOrder ??= new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  return textOrder.compare(String(a), String(b));
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false" className={clsx(styles.sortIcon, direction === undefined && styles.sortIconIdle)} fill="currentColor">
      {direction !== "descending" && <path d="M6 1.5l3 3.5H3z" />}
      {direction !== "ascending" && <path d="M6 10.5l3-3.5H3z" />}
    </svg>
  );
}

const defaultRenderLink = ({ href, children, ...rest }: TableLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * A semantic data table: sticky header, sortable columns (buttons in the headers, `aria-sort` on the sorted
 * one), optional row links (the first cell's link covers the row, so the row is one click and one tab stop),
 * suspended/deleted row styles, a row actions column and an empty text. The first column is the row header.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  rowHref,
  renderLink = defaultRenderLink,
  rowTone,
  sort: sortProp,
  defaultSort,
  onSortChange,
  manualSort = false,
  emptyText = "No records",
  rowActions,
  rowActionsLabel = "Actions",
  dense = false,
  busy = false,
  maxHeight,
  stickyOffset,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const [sortState, setSortState] = useState(defaultSort);
  const sort = sortProp ?? sortState;

  const sortedColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const sortValue = sortedColumn?.sortValue;
  const shown =
    manualSort || !sort || !sortValue
      ? rows
      : [...rows].sort((a, b) => compare(sortValue(a), sortValue(b)) * (sort.direction === "ascending" ? 1 : -1));

  function toggleSort(key: string) {
    const next: TableSort = { key, direction: sort?.key === key && sort.direction === "ascending" ? "descending" : "ascending" };
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
  }

  return (
    <div
      className={clsx(styles.wrapper, dense && styles.dense, maxHeight !== undefined && styles.scrollBox, className)}
      style={maxHeight !== undefined ? { maxHeight } : undefined}
      // A scrolling box must be reachable by keyboard to be scrolled.
      {...(maxHeight !== undefined ? { tabIndex: 0, role: "region", "aria-labelledby": captionId } : {})}
    >
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption id={captionId} className={clsx(styles.caption, captionHidden && visuallyHidden)}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = column.sortable || column.sortValue !== undefined;
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction}
                  style={column.width !== undefined || stickyOffset !== undefined ? { width: column.width, top: stickyOffset } : undefined}
                  className={clsx(styles.headCell, column.align === "end" && styles.alignEnd, column.hideOnMobile && styles.hideOnMobile)}
                >
                  {sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions !== undefined && (
              <th scope="col" className={styles.headCell} style={stickyOffset !== undefined ? { top: stickyOffset } : undefined}>
                <span className={visuallyHidden}>{rowActionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (rowActions !== undefined ? 1 : 0)} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            shown.map((row) => {
              const href = rowHref?.(row);
              const tone = rowTone?.(row);
              return (
                <tr key={rowKey(row)} data-tone={tone} className={clsx(styles.row, href !== undefined && styles.linkedRow, tone !== undefined && styles.rowTone[tone])}>
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? "th" : "td";
                    const content = column.cell(row);
                    return (
                      <Cell
                        key={column.key}
                        scope={index === 0 ? "row" : undefined}
                        className={clsx(
                          styles.cell,
                          column.align === "end" && styles.alignEnd,
                          column.hideOnMobile && styles.hideOnMobile,
                          column.nowrap && styles.nowrap,
                          column.interactive && index > 0 && styles.interactive,
                        )}
                      >
                        {index === 0 && href !== undefined ? renderLink({ href, className: styles.rowLink, children: content, "data-row-link": true }) : content}
                      </Cell>
                    );
                  })}
                  {rowActions !== undefined && (
                    <td className={clsx(styles.cell, styles.interactive, styles.alignEnd)}>
                      <div className={styles.rowActions}>{rowActions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
