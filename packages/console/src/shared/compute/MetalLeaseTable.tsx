import { Link } from "react-router";
import type { BillingAccount, Location } from "@cloudconsole/sdk";
import { Table, type TableColumn } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { locationName } from "./locations";
import { sharedComputeMessages } from "./messages";
import type { LeaseRow } from "./resourceQueries";
import { StatusBadge } from "./StatusBadge";
import { metalStatusBadge } from "./statusDisplay";
import * as styles from "./compute.css";

export interface MetalLeaseTableProps {
  rows: readonly LeaseRow[];
  locations: readonly Location[];
  /** Billing accounts for their titles; ids are shown until they load. */
  billingAccounts?: readonly BillingAccount[];
}

/** Bare metal leases in a plain table (an account holds a handful, not thousands), each row a link to its lease. */
export function MetalLeaseTable({ rows, locations, billingAccounts }: MetalLeaseTableProps) {
  const t = useT(sharedComputeMessages);
  const titles = new Map(billingAccounts?.map((account) => [account.id, account.title] as const));
  const columns: TableColumn<LeaseRow>[] = [
    { key: "name", header: t("lease.name"), cell: ({ lease }) => lease.display_name },
    { key: "status", header: t("lease.status"), cell: ({ lease }) => <StatusBadge {...metalStatusBadge(t, lease.status)} />, phone: "status" },
    { key: "location", header: t("location"), cell: ({ location }) => locationName(locations, location) },
    { key: "machine", header: t("lease.machine"), cell: ({ lease }) => lease.machine?.label ?? <span className={styles.muted}>{t("lease.beingAssigned")}</span>, phone: "detail" },
    { key: "ip", header: t("lease.ip"), cell: ({ lease }) => lease.machine?.public_ipv4 ?? <span className={styles.muted}>{t("lease.none")}</span>, phone: "figure" },
    { key: "account", header: t("lease.account"), cell: ({ lease }) => titles.get(lease.billing_account_id) ?? `#${lease.billing_account_id}` },
  ];
  return (
    <Table
      phoneCards
      caption={t("lease.caption")}
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
