import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { StatusBadge, type LeaseRow, type StatusDisplay, type VmRow } from "../../shared/compute";
import { ResourceName } from "../../shared/names";
import * as styles from "./ComputeSidebar.css";

export const ROW_HEIGHT = 36;

/** A row of the sidebar: a heading, or a resource with its status in the customer's words. */
export type SidebarEntry = { kind: "heading"; title: string } | { kind: "vm"; row: VmRow; status: StatusDisplay } | { kind: "lease"; row: LeaseRow; status: StatusDisplay };

/** One row of the sidebar's list, placed at `top` (rows are absolutely placed, so a long list can render only some). */
export function SidebarRow({ entry, top }: { entry: SidebarEntry; top: number }) {
  if (entry.kind === "heading") {
    return (
      <li className={styles.item} style={{ top, height: ROW_HEIGHT }}>
        <span className={styles.sectionTitle}>{entry.title}</span>
      </li>
    );
  }
  const { status } = entry;
  const [to, name] =
    entry.kind === "vm" ? [`/compute/vm/${entry.row.location}/${entry.row.vm.uuid}`, entry.row.vm.name] : [`/metal/lease/${entry.row.lease.uuid}`, entry.row.lease.display_name];
  return (
    <li style={{ position: "absolute", top, left: 0, right: 0, height: ROW_HEIGHT }}>
      <NavLink className={styles.item} style={{ top: 0, height: ROW_HEIGHT }} to={to}>
        <span className={styles.itemName}>
          <ResourceName name={name} />
        </span>
        <StatusBadge {...status} />
      </NavLink>
    </li>
  );
}

/** The list's box, as tall as all its rows, whichever of them are rendered. */
export function RowList({ count, children }: { count: number; children: ReactNode }) {
  return <ul style={{ height: count * ROW_HEIGHT, position: "relative", margin: 0, padding: 0, listStyle: "none" }}>{children}</ul>;
}

/** Every row, for a list short enough to render whole. */
export function AllRows({ entries, count = entries.length }: { entries: readonly SidebarEntry[]; count?: number }) {
  return (
    <RowList count={count}>
      {entries.map((entry, index) => (
        <SidebarRow key={entryKey(entry, index)} entry={entry} top={index * ROW_HEIGHT} />
      ))}
    </RowList>
  );
}

function entryKey(entry: SidebarEntry, index: number): string {
  return entry.kind === "heading" ? `heading-${index}` : entry.kind === "vm" ? entry.row.vm.uuid : entry.row.lease.uuid;
}
