import { Link } from "react-router";
import { EmptyState, Heading, PageHeader, buttonClass } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { MetalLeaseList } from "../metal/MetalLeaseList";
import { useAllLeases } from "../metal/queries";
import { useAllVms, useComputeLocations } from "./queries";
import { useBillingAccountTitles, VmList } from "./VmList";
import * as styles from "./ComputeScreen.css";
import * as detailStyles from "./VmDetail/VmDetail.css";

/** /compute: every VM and bare metal lease the site offers; a kind the site switches off is not shown at all. */
export function ComputeScreen() {
  const config = useUiConfig();
  const vmsEnabled = Boolean(config.vmsEnabled);
  const metalEnabled = Boolean(config.bareMetalEnabled);
  const locations = useComputeLocations();
  const vms = useAllVms({ enabled: vmsEnabled });
  const leases = useAllLeases({ enabled: metalEnabled });
  const billingAccounts = useBillingAccountTitles();
  return (
    <section className={styles.screen} aria-labelledby="compute-title">
      <PageHeader
        className={detailStyles.pageHeader}
        title={<span id="compute-title">{vmsEnabled ? "Compute" : "Bare metal"}</span>}
        actions={
          <>
          {vmsEnabled && (
            <Link className={buttonClass({ variant: "primary" })} to="/compute/create">
              Create virtual machine
            </Link>
          )}
          {metalEnabled && (
            <Link className={buttonClass({ variant: vmsEnabled ? "secondary" : "primary" })} to="/metal/create">
              Lease bare metal
            </Link>
          )}
          </>
        }
      />
      {vmsEnabled && (
        <section className={styles.section} aria-labelledby="vms-title">
          <Heading level={2} id="vms-title">
            Virtual machines
          </Heading>
          {vms.length === 0 ? (
            <EmptyList text="No virtual machines yet." to="/compute/create" action="Create your first virtual machine" />
          ) : (
            <VmList rows={vms} locations={locations} billingAccounts={billingAccounts} />
          )}
        </section>
      )}
      {metalEnabled && (
        <section className={styles.section} aria-labelledby="metal-title">
          <Heading level={2} id="metal-title">
            Bare metal servers
          </Heading>
          {leases.length === 0 ? (
            <EmptyList text="No bare metal servers yet." to="/metal/create" action="Lease a bare metal server" />
          ) : (
            <MetalLeaseList rows={leases} locations={locations} billingAccounts={billingAccounts} />
          )}
        </section>
      )}
    </section>
  );
}

/** What an empty list says, with the way to fill it. */
function EmptyList({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <EmptyState
      level={3}
      title={text}
      action={
        <Link className={buttonClass({ variant: "primary" })} to={to}>
          {action}
        </Link>
      }
    />
  );
}
