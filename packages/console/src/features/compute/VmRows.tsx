import { memo, useEffect, type RefObject } from "react";
import { useHref, useNavigate } from "react-router";
import type { Location } from "@cloudconsole/sdk";
import type { StatusTone } from "@cloudconsole/ui";
import { tableRoles } from "@cloudconsole/ui";
import { formatMemory } from "../../format";
import { locationName, StatusBadge, type StatusDisplay } from "../../shared/compute";
import { ResourceName } from "../../shared/names";
import type { IndexedVmRow } from "./vmFilter";
import * as styles from "./VmList.css";

export const ROW_HEIGHT = 44;
/** A VM's card on a phone: its name and state, then its OS and size. */
export const PHONE_ROW_HEIGHT = 64;

/** What every row of the table needs besides its VM. */
export interface VmRowsContext {
  locations: Location[];
  /** Billing account titles by id; an id is shown until its account loads. */
  accountTitles: ReadonlyMap<number, string>;
  /** How many columns the table has (for the rows that stand in for rows not rendered). */
  columnCount: number;
  /** The address of the console's root ("/app/"), which a VM's link starts with. */
  hrefBase: string;
  /** Every row's height: a table row, or a card on a phone. */
  rowHeight: number;
  /** A VM status in the customer's words. */
  statusDisplay: (status: string) => StatusDisplay;
  /** What a VM without an address shows. */
  noIpText: string;
}

/** The console path of a VM's page. */
const vmPath = (row: IndexedVmRow) => `/compute/vm/${row.location}/${row.vm.uuid}`;

/**
 * The VMs' links open their pages within the console, by one listener on the table: a router link per row costs its
 * hooks on every render of the row, which a keystroke in the filter re-renders. A click with a modifier key (a new
 * tab or window) or another button is left to the browser, as a router link leaves it.
 */
export function useVmLinkNavigation(table: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = table.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-vm-path]") : null;
      if (!link?.dataset.vmPath) return;
      event.preventDefault();
      void navigate(link.dataset.vmPath);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [table, navigate]);
}

/** The address of the console's root, for building the VMs' links. */
export function useConsoleHrefBase(): string {
  const root = useHref("/");
  return root.endsWith("/") ? root.slice(0, -1) : root;
}

/** The table row of `visible[index]`. */
export function vmTableRow(row: IndexedVmRow, index: number, { locations, accountTitles, hrefBase, statusDisplay, noIpText }: VmRowsContext) {
  const account = row.vm.billing_account;
  const status = statusDisplay(row.vm.status);
  return (
    <VmTableRow
      key={`${row.location}/${row.vm.uuid}`}
      row={row}
      rowIndex={index + 2}
      hrefBase={hrefBase}
      locationLabel={locationName(locations, row.location)}
      accountLabel={account === undefined ? "" : (accountTitles.get(account) ?? `#${account}`)}
      statusLabel={status.label}
      statusTone={status.tone}
      noIpText={noIpText}
    />
  );
}

/** A row as tall as the rows it stands in for (above or below those rendered), hidden from assistive technology. */
export function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className={styles.spacer} style={{ height }}>
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * Every row, for a list short enough to render whole; `count` (more than the rows given) leaves room below for the
 * rest, as the first rows of a long list while its virtual list's code loads.
 */
export function AllVmRows({ rows, count = rows.length, context }: { rows: readonly IndexedVmRow[]; count?: number; context: VmRowsContext }) {
  return (
    <>
      {rows.map((row, index) => vmTableRow(row, index, context))}
      <SpacerRow height={(count - rows.length) * context.rowHeight} columnCount={context.columnCount} />
    </>
  );
}

interface VmTableRowProps {
  row: IndexedVmRow;
  rowIndex: number;
  hrefBase: string;
  locationLabel: string;
  accountLabel: string;
  statusLabel: string;
  statusTone: StatusTone;
  noIpText: string;
}

/** One VM's row; memoised, so a keystroke re-renders only the rows whose content or position changed. */
const VmTableRow = memo(function VmTableRow({ row, rowIndex, hrefBase, locationLabel, accountLabel, statusLabel, statusTone, noIpText }: VmTableRowProps) {
  const { vm } = row;
  const path = vmPath(row);
  return (
    <tr className={styles.row} aria-rowindex={rowIndex} {...tableRoles.row}>
      <td className={styles.cardPlace.title} {...tableRoles.cell}>
        <a className={styles.nameLink} href={hrefBase + path} data-vm-path={path}>
          <ResourceName name={vm.name} />
        </a>
      </td>
      <td className={styles.cardPlace.status} {...tableRoles.cell}>
        <StatusBadge label={statusLabel} tone={statusTone} />
      </td>
      <td className={styles.cardPlace.none} {...tableRoles.cell}>
        {locationLabel}
      </td>
      <td className={styles.cardPlace.detail} {...tableRoles.cell}>
        {vm.os_name} {vm.os_version}
      </td>
      <td className={styles.cardPlace.figure} {...tableRoles.cell}>
        {vm.vcpu} / {formatMemory(vm.memory)}
      </td>
      <td className={styles.cardPlace.none} title={[vm.private_ipv4, vm.public_ipv6].filter(Boolean).join("\n")} {...tableRoles.cell}>
        {vm.private_ipv4 || vm.public_ipv6 || <span className={styles.muted}>{noIpText}</span>}
      </td>
      <td className={styles.cardPlace.none} {...tableRoles.cell}>
        <ResourceName name={accountLabel} />
      </td>
    </tr>
  );
});
