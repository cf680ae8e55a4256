import clsx from "clsx";
import { useId, useState, type ReactNode } from "react";
import { visuallyHidden } from "../../theme/utils.css";
import { useUiTexts } from "../UiTexts/UiTexts";
import { SortSelect } from "./SortSelect";
import { tableRoles } from "./tableRoles";
import { compareSortValues, nextSort, type SortChoice, type TableSort } from "./tableSort";
import * as styles from "./Table.css";
import * as cardStyles from "./phoneCards.css";

export type { SortDirection, TableSort } from "./tableSort";

export type TablePhonePlace = "figure" | "status" | "detail";

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
  /**
   * Its place in the row's card on phones (with the table's `phoneCards`): "figure" (the one figure that matters)
   * beside the title, "status" under it, "detail" a labelled line; left out, the card leaves it out. The first column
   * is the card's title.
   */
  phone?: TablePhonePlace;
  /** Names the column in the phone sort control and a detail's label when `header` is not plain text. */
  label?: string;
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
  /**
   * On phones (700 px and less) each row is a compact card (the first column as its title, then the columns that have
   * a `phone` place) and a "Sort by" select stands in for the sortable headers.
   */
  phoneCards?: boolean;
  /** Marks the table busy, e.g. while the next page loads. */
  busy?: boolean;
  /** Scroll inside a box this high (CSS length) with the header stuck to its top; else the header sticks to the page. */
  maxHeight?: string;
  /** Offset of the sticky header from the top (CSS length), e.g. the height of a fixed page header. Default 0. */
  stickyOffset?: string;
  className?: string;
}

function SortIcon({ direction }: { direction: TableSort["direction"] | undefined }) {
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
  emptyText,
  rowActions,
  rowActionsLabel,
  dense = false,
  phoneCards = false,
  busy = false,
  maxHeight,
  stickyOffset,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const texts = useUiTexts();
  const [sortState, setSortState] = useState(defaultSort);
  const sort = sortProp ?? sortState;

  const sortedColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const sortValue = sortedColumn?.sortValue;
  const shown =
    manualSort || !sort || !sortValue
      ? rows
      : [...rows].sort((a, b) => compareSortValues(sortValue(a), sortValue(b)) * (sort.direction === "ascending" ? 1 : -1));

  function changeSort(next: TableSort) {
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
  }
  const sortChoices: SortChoice[] = phoneCards ? columns.filter(isSortable).map((column) => ({ key: column.key, label: columnLabel(column) })) : [];
  // Cards drop the table's layout, and some browsers its semantics with it: the roles say it is still a table.
  const role = phoneCards ? tableRoles : NO_ROLES;

  return (
    <div
      className={clsx(styles.wrapper, dense && styles.dense, phoneCards && cardStyles.cards, maxHeight !== undefined && styles.scrollBox, className)}
      style={maxHeight !== undefined ? { maxHeight } : undefined}
      // A scrolling box must be reachable by keyboard to be scrolled.
      {...(maxHeight !== undefined ? { tabIndex: 0, role: "region", "aria-labelledby": captionId } : {})}
    >
      {sortChoices.length > 0 && (
        <div className={clsx(cardStyles.sortBar, cardStyles.phoneOnly)}>
          <SortSelect choices={sortChoices} sort={sort} onSortChange={changeSort} always />
        </div>
      )}
      <table className={styles.table} aria-busy={busy || undefined} {...role.table} aria-labelledby={phoneCards ? captionId : undefined}>
        <caption id={captionId} className={clsx(styles.caption, captionHidden && visuallyHidden)}>{caption}</caption>
        <thead {...role.rowgroup}>
          <tr {...role.row}>
            {columns.map((column) => {
              const sortable = isSortable(column);
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  {...role.columnheader}
                  aria-sort={direction}
                  style={column.width !== undefined || stickyOffset !== undefined ? { width: column.width, top: stickyOffset } : undefined}
                  className={clsx(styles.headCell, column.align === "end" && styles.alignEnd, column.hideOnMobile && styles.hideOnMobile)}
                >
                  {sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => changeSort(nextSort(sort, column.key))}>
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
              <th scope="col" {...role.columnheader} className={styles.headCell} style={stickyOffset !== undefined ? { top: stickyOffset } : undefined}>
                <span className={visuallyHidden}>{rowActionsLabel ?? texts.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody {...role.rowgroup}>
          {shown.length === 0 ? (
            <tr {...role.row}>
              <td {...role.cell} colSpan={columns.length + (rowActions !== undefined ? 1 : 0)} className={styles.empty}>
                {emptyText ?? texts.noRecords}
              </td>
            </tr>
          ) : (
            shown.map((row) => {
              const href = rowHref?.(row);
              const tone = rowTone?.(row);
              return (
                <tr key={rowKey(row)} {...role.row} data-tone={tone} className={clsx(styles.row, href !== undefined && styles.linkedRow, tone !== undefined && styles.rowTone[tone])}>
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? "th" : "td";
                    const content = column.cell(row);
                    return (
                      <Cell
                        key={column.key}
                        scope={index === 0 ? "row" : undefined}
                        {...(index === 0 ? role.rowheader : role.cell)}
                        data-label={phoneCards && column.phone === "detail" ? columnLabel(column) : undefined}
                        className={clsx(
                          phoneCards && cardStyles.cardPlace[index === 0 ? "title" : (column.phone ?? "none")],
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
                    <td {...role.cell} className={clsx(styles.cell, styles.interactive, styles.alignEnd, phoneCards && cardStyles.cardPlace.actions)}>
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

function isSortable<Row>(column: TableColumn<Row>): boolean {
  return column.sortable === true || column.sortValue !== undefined;
}

/** A column's name as plain text. */
function columnLabel<Row>(column: TableColumn<Row>): string {
  return column.label ?? (typeof column.header === "string" ? column.header : column.key);
}

const NO_ROLES = { table: {}, rowgroup: {}, row: {}, columnheader: {}, rowheader: {}, cell: {} } as const;
