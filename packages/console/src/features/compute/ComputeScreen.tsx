import { startTransition, useCallback, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Heading, PageHeader, Stack, buttonClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useUiConfig } from "../../config/ConfigLayout";
import { computeStyles, MetalLeaseTable, useComputeLocations, useComputeResources } from "../../shared/compute";
import { billingAccountQueries } from "../billing";
import { SectionData } from "../../screens/SectionData";
import { VmList } from "./VmList";
import { useT } from "../../i18n";
import { computeMessages } from "./messages";

/**
 * /compute: every VM and bare metal lease the site offers; a kind the site switches off is not shown at all. The
 * heading and the sections' titles show at once (on the page's first load before the lists are asked for); each
 * list loads (and fails) in its own section.
 */
export function ComputeScreen() {
  const t = useT(computeMessages);
  const config = useUiConfig();
  const vmsEnabled = Boolean(config.vmsEnabled);
  const metalEnabled = Boolean(config.bareMetalEnabled);
  // The bare metal section shows once the VM list (or its error) is in: below the VMs' skeleton it would be pushed
  // down when the list arrives. It loads meanwhile.
  const [vmsShown, setVmsShown] = useState(!vmsEnabled);
  // A transition: the screen renders again in slices, not in one task.
  const showVms = useCallback(() => startTransition(() => setVmsShown(true)), []);
  return (
    <Stack as="section" gap="lg" aria-labelledby="compute-title">
      <PageHeader
        className={computeStyles.pageHeader}
        title={<span id="compute-title">{vmsEnabled ? t("title") : t("titleMetalOnly")}</span>}
        actions={
          <>
            {vmsEnabled && (
              <Link className={buttonClass({ variant: "primary" })} to="/compute/create">
                {t("createVm")}
              </Link>
            )}
            {metalEnabled && (
              <Link className={buttonClass({ variant: vmsEnabled ? "secondary" : "primary" })} to="/metal/create">
                {t("leaseMetal")}
              </Link>
            )}
          </>
        }
      />
      {vmsEnabled && (
        <Stack as="section" gap="sm" aria-labelledby="vms-title">
          <Heading level={2} id="vms-title">
            {t("vms.title")}
          </Heading>
          <SectionData what={t("vms.what")} afterFirstPaint onShown={showVms}>
            <VmSection />
          </SectionData>
        </Stack>
      )}
      {metalEnabled && (
        <Stack as="section" gap="sm" aria-labelledby="metal-title" style={vmsShown ? undefined : { display: "none" }}>
          <Heading level={2} id="metal-title">
            {t("metal.title")}
          </Heading>
          <SectionData what={t("metal.what")} afterFirstPaint>
            <MetalSection />
          </SectionData>
        </Stack>
      )}
    </Stack>
  );
}

// Lists show account ids until the titles arrive.
function useBillingAccountTitles() {
  return useQuery(billingAccountQueries.list(useApiClient())).data;
}

/** Every location's VMs, asked for at once. */
function VmSection() {
  const t = useT(computeMessages);
  const locations = useComputeLocations();
  const { vms } = useComputeResources({ vms: true, leases: false });
  const billingAccounts = useBillingAccountTitles();
  if (vms.length === 0) return <EmptyList text={t("vms.empty")} to="/compute/create" action={t("vms.createFirst")} />;
  return <VmList rows={vms} locations={locations} billingAccounts={billingAccounts} />;
}

/** Every location's bare metal leases, asked for at once. */
function MetalSection() {
  const t = useT(computeMessages);
  const locations = useComputeLocations();
  const { leases } = useComputeResources({ vms: false, leases: true });
  const billingAccounts = useBillingAccountTitles();
  if (leases.length === 0) return <EmptyList text={t("metal.empty")} to="/metal/create" action={t("metal.leaseFirst")} />;
  return <MetalLeaseTable rows={leases} locations={locations} billingAccounts={billingAccounts} />;
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
