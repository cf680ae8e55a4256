import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Heading } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { CreationProgress } from "../../progress/CreationProgress";
import { useUiConfig } from "../../../config/ConfigLayout";
import { VM_CREATE_EXPECTED_MS } from "../constants";
import { computeCatalogQueries, useComputeLocations, vmQueries } from "../queries";
import { VmCreateForm, type VmCreatePreset } from "./VmCreateForm";

/** /compute/create: the form, then the creation-progress screen, then the new VM's page. */
export function VmCreateScreen() {
  const client = useApiClient();
  const config = useUiConfig();
  const locations = useComputeLocations();
  const [searchParams] = useSearchParams();
  const images = useSuspenseQuery(computeCatalogQueries.images(client)).data;
  const parameters = useSuspenseQuery(computeCatalogQueries.parameters(client)).data;
  const billingAccounts = useSuspenseQuery(computeCatalogQueries.billingAccounts(client)).data;
  const prices = useQuery(computeCatalogQueries.prices(client)).data;
  // Progress belongs to the history entry it started on: 'Create another' (a new entry) shows the form again.
  const { key: entryKey } = useLocation();
  const [created, setCreated] = useState<{ vm: VirtualMachine; location: string; startedAt: number; entryKey: string }>();

  const preset: VmCreatePreset = {
    imageKind: searchParams.get("typeId") === "app_catalog" && config.vmAppsEnabled ? "app_catalog" : undefined,
    osName: searchParams.get("osName") ?? undefined,
    osVersion: searchParams.get("osVersion") ?? undefined,
  };

  if (created && created.entryKey === entryKey) return <VmCreationProgress vm={created.vm} location={created.location} startedAt={created.startedAt} />;
  return (
    <section aria-labelledby="vm-create-title">
      <Heading level={1} id="vm-create-title">
        Create a virtual machine
      </Heading>
      <VmCreateForm
        config={config}
        locations={locations}
        images={images}
        parameters={parameters}
        billingAccounts={billingAccounts}
        prices={prices}
        preset={preset}
        onCreated={(vm, location) => setCreated({ vm, location, startedAt: Date.now(), entryKey })}
      />
    </section>
  );
}

/** 'Creating (name)... N%' until the VM has left the creating state, then its page. */
function VmCreationProgress({ vm, location, startedAt }: { vm: VirtualMachine; location: string; startedAt: number }) {
  const client = useApiClient();
  const navigate = useNavigate();
  // Starts from the create response and polls (the detail query refetches while the VM is creating).
  const detail = useQuery({ ...vmQueries.detail(client, location, vm.uuid), initialData: vm, initialDataUpdatedAt: 0 });
  const settled = detail.data.status !== "creating";
  useEffect(() => {
    if (settled) void navigate(`/compute/vm/${location}/${vm.uuid}`, { replace: true });
  }, [settled, navigate, location, vm.uuid]);
  return <CreationProgress name={vm.name} startedAt={startedAt} expectedMs={VM_CREATE_EXPECTED_MS} createAnother={[{ type: "virtual machine", to: "/compute/create" }]} />;
}
