import { Link, useParams, useSearchParams } from "react-router";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { PageHeader, Tabs, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { locationName } from "../locations";
import { useComputeLocations, vmQueries } from "../queries";
import { StatusBadge } from "../StatusBadge";
import { VM_STATUS_DISPLAY } from "../vmStatus";
import { useVmActions } from "./vmActions";
import { VmBackupsTab } from "./VmBackupsTab";
import { VmNetworkTab } from "./VmNetworkTab";
import { VmOverview } from "./VmOverview";
import { VmPowerActions } from "./VmPowerActions";
import { VmSettings } from "./VmSettings";
import { VmStorageTab } from "./VmStorageTab";
import * as styles from "./VmDetail.css";

const TABS = ["overview", "storage", "backups", "network", "settings"] as const;
type VmTab = (typeof TABS)[number];

/** /compute/vm/{location}/{vmId}: a VM's overview, power actions and tabs; it refreshes itself while the VM is in transit. */
export function VmDetailScreen() {
  const { location = "", vmId = "" } = useParams();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const listKey = vmQueries.list(client, location).queryKey;
  const vm = useSuspenseQuery({
    ...vmQueries.detail(client, location, vmId),
    // Opened from a list: the VM the list already holds shows at once, refreshed only once the list's copy is stale.
    initialData: () => queryClient.getQueryData(listKey)?.find((candidate) => candidate.uuid === vmId),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
  }).data;
  return <VmDetail vm={vm} location={location} />;
}

/** The detail view of a loaded VM (stories render it with fixed data). */
export function VmDetail({ vm, location }: { vm: VirtualMachine; location: string }) {
  const locations = useComputeLocations();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: VmTab = TABS.find((candidate) => candidate === requested) ?? "overview";
  const actions = useVmActions(location, vm.uuid);
  const status = VM_STATUS_DISPLAY[vm.status];
  return (
    <section className={styles.screen} aria-label={vm.name}>
      <PageHeader
        className={styles.pageHeader}
        title={vm.name}
        badge={<StatusBadge label={status.label} tone={status.tone} />}
        subtitle={`${locationName(locations, location)} · ${vm.os_name} ${vm.os_version} · ${vm.uuid}`}
        back={
          <Link className={linkClass} to="/compute">
            ← Compute
          </Link>
        }
        actions={<VmPowerActions vm={vm} location={location} actions={actions} />}
      />
      <Tabs
        label="Virtual machine sections"
        value={tab}
        // The tab is in the URL, so it can be linked to and survives a reload.
        onValueChange={(next) => setSearchParams(next === "overview" ? {} : { tab: next }, { replace: true })}
        items={[
          { value: "overview", label: "Overview", content: <VmOverview vm={vm} location={location} /> },
          { value: "storage", label: "Storage", content: <VmStorageTab vm={vm} actions={actions} /> },
          { value: "backups", label: "Backups & snapshots", content: <VmBackupsTab vm={vm} actions={actions} /> },
          { value: "network", label: "Network", content: <VmNetworkTab vm={vm} location={location} /> },
          { value: "settings", label: "Settings", content: <VmSettings vm={vm} location={location} actions={actions} /> },
        ]}
      />
    </section>
  );
}
