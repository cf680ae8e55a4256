import type { ReactNode } from "react";
import { VisuallyHidden } from "@cloudconsole/ui";
import * as styles from "./VmDetail.css";

export interface DetailTableProps {
  /** Column headers; a trailing actions column is added, labelled for screen readers only. */
  columns: string[];
  /** Whether there are no rows: then one row says 'No records'. */
  empty: boolean;
  "aria-label"?: string;
  /** The body rows. */
  children: ReactNode;
}

/** The small tables of a VM's tabs (disks, replicas, subinterfaces): header, rows, 'No records' when empty. */
export function DetailTable({ columns, empty, "aria-label": label, children }: DetailTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} className={styles.th} scope="col">
                {column}
              </th>
            ))}
            <th className={styles.th} scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {empty && (
            <tr>
              <td className={styles.td} colSpan={columns.length + 1}>
                No records
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
