import { Link } from "react-router";
import type { BillingAccount, Location } from "@cloudconsole/sdk";
import { StatusBadge } from "../compute/StatusBadge";
import { locationName } from "../compute/locations";
import * as tableStyles from "../compute/VmList.css";
import { METAL_STATUS_DISPLAY } from "./metalStatus";
import type { LeaseRow } from "./queries";
import * as styles from "./metal.css";

/** Bare metal leases in a plain table (an account holds a handful, not thousands). */
export function MetalLeaseList({ rows, locations, billingAccounts }: { rows: LeaseRow[]; locations: Location[]; billingAccounts?: readonly BillingAccount[] }) {
  const titles = new Map(billingAccounts?.map((account) => [account.id, account.title] as const));
  return (
    <div className={styles.tableWrap} role="region" aria-label="Bare metal servers table">
      <table className={styles.table}>
        <thead>
          <tr>
            {["Name", "Status", "Location", "Machine", "Public IP", "Billing account"].map((label) => (
              <th key={label} scope="col" className={tableStyles.headCell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ lease, location }) => {
            const status = METAL_STATUS_DISPLAY[lease.status];
            return (
              <tr key={lease.uuid} className={tableStyles.row}>
                <td className={tableStyles.cell}>
                  <Link className={tableStyles.nameLink} to={`/metal/lease/${lease.uuid}`}>
                    {lease.display_name}
                  </Link>
                </td>
                <td className={tableStyles.cell}>
                  <StatusBadge label={status.label} tone={status.tone} />
                </td>
                <td className={tableStyles.cell}>{locationName(locations, location)}</td>
                <td className={tableStyles.cell}>{lease.machine?.label ?? <span className={tableStyles.muted}>Being assigned</span>}</td>
                <td className={tableStyles.cell}>{lease.machine?.public_ipv4 ?? <span className={tableStyles.muted}>None</span>}</td>
                <td className={tableStyles.cell}>{titles.get(lease.billing_account_id) ?? `#${lease.billing_account_id}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
