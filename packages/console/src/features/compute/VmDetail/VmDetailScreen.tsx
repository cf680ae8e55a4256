import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Notice, PageHeader, Stack, Tabs, linkClass } from "@cloudconsole/ui";
import { computeStyles, locationName, StatusBadge, useComputeLocations, vmStatusDisplay } from "../../../shared/compute";
import { useVm } from "../queries";
import { lazyScreen, preloadWhenIdle } from "../../../app/lazyScreen";
import { sectionTab } from "../../../screens/SectionData";
import { useVmActions } from "./vmActions";
import { VmOverview } from "./VmOverview";
import { VmPowerActions } from "./VmPowerActions";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "./VmDetail.css";

// The overview comes with the screen; each other tab's code (its forms) loads when it is opened, with a skeleton
// meanwhile, and the rest follow once the page has settled.
const VmStorageTab = lazyScreen(() => import("./VmStorageTab").then((module) => module.VmStorageTab));
const VmBackupsTab = lazyScreen(() => import("./VmBackupsTab").then((module) => module.VmBackupsTab));
const VmNetworkTab = lazyScreen(() => import("./VmNetworkTab").then((module) => module.VmNetworkTab));
const VmSettings = lazyScreen(() => import("./VmSettings").then((module) => module.VmSettings));
const LAZY_TABS = [VmStorageTab, VmBackupsTab, VmNetworkTab, VmSettings];

const TABS = ["overview", "storage", "backups", "network", "settings"] as const;
type VmTab = (typeof TABS)[number];

/**
 * /compute/vm/{location}/{vmId}: a VM's overview, power actions and tabs. The VM is read from its location's list,
 * which refreshes while anything in it is in transit; a VM gone from the list (deleted) says so.
 */
export function VmDetailScreen() {
  const { location = "", vmId = "" } = useParams();
  const vm = useVm(location, vmId);
  if (!vm) {
    return (
      <Notice tone="primary" title="No such virtual machine">
        It may have been deleted.{" "}
        <Link className={linkClass} to="/compute">
          See all virtual machines
        </Link>
      </Notice>
    );
  }
  return <VmDetail vm={vm} location={location} />;
}

/** The detail view of a loaded VM. */
export function VmDetail({ vm, location }: { vm: VirtualMachine; location: string }) {
  const locations = useComputeLocations();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: VmTab = TABS.find((candidate) => candidate === requested) ?? "overview";
  const actions = useVmActions(location, vm.uuid);
  useEffect(() => preloadWhenIdle(LAZY_TABS), []);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-label={plainName(vm.name)}>
      <PageHeader
        className={computeStyles.pageHeader}
        title={<ResourceName name={vm.name} />}
        badge={<StatusBadge {...vmStatusDisplay(vm.status)} />}
        subtitle={`${locationName(locations, location)} · ${vm.os_name} ${vm.os_version} · ${vm.uuid}`}
        back={
          <Link className={linkClass} to="/compute">
            ← Compute
          </Link>
        }
        actions={<VmPowerActions vm={vm} actions={actions} />}
      />
      <Tabs
        label="Virtual machine sections"
        value={tab}
        // The tab is in the URL, so it can be linked to and survives a reload.
        onValueChange={(next) => setSearchParams(next === "overview" ? {} : { tab: next }, { replace: true })}
        items={[
          { value: "overview", label: "Overview", content: <VmOverview vm={vm} location={location} /> },
          sectionTab("storage", "Storage", "the storage", <VmStorageTab vm={vm} location={location} actions={actions} />),
          sectionTab("backups", "Backups & snapshots", "the backups and snapshots", <VmBackupsTab vm={vm} actions={actions} />),
          sectionTab("network", "Network", "the network", <VmNetworkTab vm={vm} location={location} />),
          sectionTab("settings", "Settings", "the settings", <VmSettings vm={vm} actions={actions} />),
        ]}
      />
    </Stack>
  );
}
