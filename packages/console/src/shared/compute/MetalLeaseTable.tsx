import { Link } from "react-router";
import type { BillingAccount, Location } from "@cloudconsole/sdk";
import { Table, type TableColumn } from "@cloudconsole/ui";
import { locationName } from "./locations";
import type { LeaseRow } from "./resourceQueries";
import { StatusBadge } from "./StatusBadge";
import { metalStatusDisplay } from "./statuses";
import * as styles from "./compute.css";

export interface MetalLeaseTableProps {
  rows: readonly LeaseRow[];
  locations: readonly Location[];
  /** Billing accounts for their titles; ids are shown until they load. */
  billingAccounts?: readonly BillingAccount[];
}

/** Bare metal leases in a plain table (an account holds a handful, not thousands), each row a link to its lease. */
export function MetalLeaseTable({ rows, locations, billingAccounts }: MetalLeaseTableProps) {
  const titles = new Map(billingAccounts?.map((account) => [account.id, account.title] as const));
  const columns: TableColumn<LeaseRow>[] = [
    { key: "name", header: "Name", cell: ({ lease }) => lease.display_name },
    { key: "status", header: "Status", cell: ({ lease }) => <StatusBadge {...metalStatusDisplay(lease.status)} />, phone: "status" },
    { key: "location", header: "Location", cell: ({ location }) => locationName(locations, location) },
    { key: "machine", header: "Machine", cell: ({ lease }) => lease.machine?.label ?? <span className={styles.muted}>Being assigned</span>, phone: "detail" },
    { key: "ip", header: "Public IP", cell: ({ lease }) => lease.machine?.public_ipv4 ?? <span className={styles.muted}>None</span>, phone: "figure" },
    { key: "account", header: "Billing account", cell: ({ lease }) => titles.get(lease.billing_account_id) ?? `#${lease.billing_account_id}` },
  ];
  return (
    <Table
      phoneCards
      caption="Bare metal servers"
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={({ lease }) => lease.uuid}
      rowHref={({ lease }) => `/metal/lease/${lease.uuid}`}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
