import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { FailureNotice } from "../../../screens/FailureNotice";
import { defaultCreateLocation, LocationSelect } from "../../../shared/compute";
import { SizePrice } from "../../../shared/pricing/SizePrice";
import { CreditPolicy } from "../../../shared/billing";
import { BillingAccountSelect } from "../../billing";
import { volumeResolver } from "../resolvers";
import * as styles from "../storage.css";
import { storageBack } from "../storageBack";
import { useCreateVolume, useVolumes } from "./volumeQueries";
import type { VolumeFormContext, VolumeValues } from "./volumeRules";
import { useVolumeSources, VolumeSourceFields } from "./VolumeSourceFields";

/**
 * /storage/create/volume: a volume in a location, charged to a billing account, with an optional name: an empty disk
 * of a size, or a copy of an OS image, a volume or a snapshot (a copy's size defaults to its source's).
 */
export function VolumeCreateScreen() {
  const { locations, accounts, prices, volumes } = useVolumes();
  const navigate = useNavigate();
  const create = useCreateVolume();
  const sourceSizes = new Map(volumes.flatMap(({ disk }) => [[disk.uuid, disk.size_gb] as const, ...(disk.snapshots ?? []).map((snapshot) => [snapshot.uuid, snapshot.size_gb] as const)]));
  const form = useForm<VolumeValues, VolumeFormContext>({
    resolver: volumeResolver,
    context: { sourceSizes },
    defaultValues: {
      name: "",
      size: "",
      location: defaultCreateLocation(locations)?.slug ?? "",
      billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? ""),
      sourceType: "EMPTY",
      source: "",
    },
  });
  const errors = form.formState.errors;
  const [size, location, sourceType, source, billingAccountId] = useWatch({ control: form.control, name: ["size", "location", "sourceType", "source", "billingAccountId"] });
  const sources = useVolumeSources(volumes, location);
  const copiedSize = sourceType === "DISK" || sourceType === "SNAPSHOT" ? sourceSizes.get(source) : undefined;
  const pricedGb = /^\d+$/.test(size.trim()) ? Number(size) : (copiedSize ?? Number.NaN);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        location: values.location,
        sizeGb: values.size.trim() ? Number(values.size) : undefined,
        billingAccountId: Number(values.billingAccountId),
        name: values.name,
        sourceType: values.sourceType,
        source: values.source,
      },
      { onSuccess: (disk) => void navigate(`/storage/volume/${values.location}/${disk.uuid}`) },
    ),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="volume-create-title">
      <PageHeader className={styles.pageHeader} back={storageBack} title={<span id="volume-create-title">Create a volume</span>} subtitle="A disk you attach to a virtual machine in the same location." />
      <FormProvider {...form}>
        <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
          <TextField label="Name" description="Optional: how you tell this volume apart." autoComplete="off" error={errors.name?.message} {...form.register("name")} />
          <LocationSelect locations={locations} error={errors.location?.message} {...form.register("location", { onChange: () => form.setValue("source", "") })} />
          <VolumeSourceFields sources={sources} />
          <TextField
            label="Size (GB)"
            inputMode="numeric"
            required={copiedSize === undefined}
            description={copiedSize === undefined ? undefined : `Leave empty for the source's ${copiedSize} GB.`}
            autoComplete="off"
            error={errors.size?.message}
            {...form.register("size")}
          />
          <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
          <CreditPolicy account={accounts.find((account) => String(account.id) === billingAccountId)} />
          <SizePrice prices={prices} type="BLOCK_STORAGE" sizeGb={pricedGb} className={styles.cardText} />
          {create.error && <FailureNotice title="The volume was not created" error={create.error} />}
          <Inline>
            <Button type="submit" variant="primary" loading={create.isPending}>
              Create volume
            </Button>
          </Inline>
        </Stack>
      </FormProvider>
    </Stack>
  );
}
