import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { usePrefetchQuery, useQuery, useSuspenseQueries } from "@tanstack/react-query";
import { Heading, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useComputeLocations } from "../../../shared/compute";
import { computeCatalogQueries } from "../queries";
import type { VmCreatePreset } from "./initialValues";
import { VmCreateForm } from "./VmCreateForm";
import { VmCreationProgress } from "./VmCreationProgress";
import { useT } from "../../../i18n";
import { vmCreateMessages } from "./messages";

/** /compute/create: the form, then the creation-progress screen, then the new VM's page. */
export function VmCreateScreen() {
  const client = useApiClient();
  const t = useT(vmCreateMessages);
  const config = useUiConfig();
  const locations = useComputeLocations();
  const [searchParams] = useSearchParams();
  // Prices do not hold the form back, but are asked for together with what it needs (one round trip for all four).
  usePrefetchQuery(computeCatalogQueries.prices(client));
  const [{ data: images }, { data: parameters }, { data: billingAccounts }] = useSuspenseQueries({
    queries: [computeCatalogQueries.images(client), computeCatalogQueries.parameters(client), computeCatalogQueries.billingAccounts(client)],
  });
  const prices = useQuery(computeCatalogQueries.prices(client)).data;
  // Progress belongs to the history entry it started on: 'Create another' (a new entry) shows the form again.
  const { key: entryKey } = useLocation();
  const [created, setCreated] = useState<{ name: string; uuid: string; location: string; startedAt: number; entryKey: string }>();

  const preset: VmCreatePreset = {
    imageKind: searchParams.get("typeId") === "app_catalog" && config.vmAppsEnabled ? "app_catalog" : undefined,
    osName: searchParams.get("osName") ?? undefined,
    osVersion: searchParams.get("osVersion") ?? undefined,
  };

  if (created && created.entryKey === entryKey) return <VmCreationProgress name={created.name} uuid={created.uuid} location={created.location} startedAt={created.startedAt} />;
  return (
    <Stack as="section" gap="lg" aria-labelledby="vm-create-title">
      <Heading level={1} id="vm-create-title">
        {t("title")}
      </Heading>
      <VmCreateForm
        config={config}
        locations={locations}
        images={images}
        parameters={parameters}
        billingAccounts={billingAccounts}
        prices={prices}
        preset={preset}
        onCreated={(vm, location) => setCreated({ name: vm.name, uuid: vm.uuid, location, startedAt: Date.now(), entryKey })}
      />
    </Stack>
  );
}
