import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Notice, PageHeader, Stack, Tabs, linkClass } from "@cloudconsole/ui";
import { computeStyles, locationName, StatusBadge, useComputeLocations, useComputeStatusDisplay } from "../../../shared/compute";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";
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
  const t = useT(vmDetailMessages);
  if (!vm) {
    return (
      <Notice tone="primary" title={t("missing.title")}>
        {t("missing.text")}{" "}
        <Link className={linkClass} to="/compute">
          {t("missing.seeAll")}
        </Link>
      </Notice>
    );
  }
  return <VmDetail vm={vm} location={location} />;
}

/** The detail view of a loaded VM. */
export function VmDetail({ vm, location }: { vm: VirtualMachine; location: string }) {
  const t = useT(vmDetailMessages);
  const statuses = useComputeStatusDisplay();
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
        badge={<StatusBadge {...statuses.vm(vm.status)} />}
        subtitle={`${locationName(locations, location)} · ${vm.os_name} ${vm.os_version} · ${vm.uuid}`}
        back={
          <Link className={linkClass} to="/compute">
            {t("back")}
          </Link>
        }
        actions={<VmPowerActions vm={vm} actions={actions} />}
      />
      <Tabs
        label={t("tabs.label")}
        value={tab}
        // The tab is in the URL, so it can be linked to and survives a reload.
        onValueChange={(next) => setSearchParams(next === "overview" ? {} : { tab: next }, { replace: true })}
        items={[
          { value: "overview", label: t("tab.overview"), content: <VmOverview vm={vm} location={location} /> },
          sectionTab("storage", t("tab.storage"), t("tab.storageWhat"), <VmStorageTab vm={vm} location={location} actions={actions} />),
          sectionTab("backups", t("tab.backups"), t("tab.backupsWhat"), <VmBackupsTab vm={vm} actions={actions} />),
          sectionTab("network", t("tab.network"), t("tab.networkWhat"), <VmNetworkTab vm={vm} location={location} />),
          sectionTab("settings", t("tab.settings"), t("tab.settingsWhat"), <VmSettings vm={vm} actions={actions} />),
        ]}
      />
    </Stack>
  );
}
