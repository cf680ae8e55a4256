import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Heading, PageHeader, Stack, buttonClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useUiConfig } from "../../config/ConfigLayout";
import { computeStyles, MetalLeaseTable, useComputeLocations, useComputeResources } from "../../shared/compute";
import { billingAccountQueries } from "../billing";
import { VmList } from "./VmList";

/** /compute: every VM and bare metal lease the site offers; a kind the site switches off is not shown at all. */
export function ComputeScreen() {
  const config = useUiConfig();
  const vmsEnabled = Boolean(config.vmsEnabled);
  const metalEnabled = Boolean(config.bareMetalEnabled);
  const locations = useComputeLocations();
  // Every location's VMs and leases are asked for at once.
  const { vms, leases } = useComputeResources({ vms: vmsEnabled, leases: metalEnabled });
  // Lists show account ids until the titles arrive.
  const billingAccounts = useQuery(billingAccountQueries.list(useApiClient())).data;
  return (
    <Stack as="section" gap="lg" aria-labelledby="compute-title">
      <PageHeader
        className={computeStyles.pageHeader}
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
        <Stack as="section" gap="sm" aria-labelledby="vms-title">
          <Heading level={2} id="vms-title">
            Virtual machines
          </Heading>
          {vms.length === 0 ? (
            <EmptyList text="No virtual machines yet." to="/compute/create" action="Create your first virtual machine" />
          ) : (
            <VmList rows={vms} locations={locations} billingAccounts={billingAccounts} />
          )}
        </Stack>
      )}
      {metalEnabled && (
        <Stack as="section" gap="sm" aria-labelledby="metal-title">
          <Heading level={2} id="metal-title">
            Bare metal servers
          </Heading>
          {leases.length === 0 ? (
            <EmptyList text="No bare metal servers yet." to="/metal/create" action="Lease a bare metal server" />
          ) : (
            <MetalLeaseTable rows={leases} locations={locations} billingAccounts={billingAccounts} />
          )}
        </Stack>
      )}
    </Stack>
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
