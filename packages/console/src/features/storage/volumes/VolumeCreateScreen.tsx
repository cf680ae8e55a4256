import { useMemo } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { FailureNotice } from "../../../screens/FailureNotice";
import { defaultCreateLocation, LocationSelect } from "../../../shared/compute";
import { SizePrice } from "../../../shared/pricing/SizePrice";
import { CreditPolicy } from "../../../shared/billing";
import { BillingAccountSelect } from "../../billing";
import { volumeResolver } from "../resolvers";
import * as styles from "../storage.css";
import { StorageBack } from "../StorageBack";
import { volumeMessages } from "./messages";
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
  const t = useT(volumeMessages);
  const resolver = useMemo(() => volumeResolver(t), [t]);
  const sourceSizes = new Map(volumes.flatMap(({ disk }) => [[disk.uuid, disk.size_gb] as const, ...(disk.snapshots ?? []).map((snapshot) => [snapshot.uuid, snapshot.size_gb] as const)]));
  const form = useForm<VolumeValues, VolumeFormContext>({
    resolver,
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
      <PageHeader className={styles.pageHeader} back={<StorageBack label={t("back")} />} title={<span id="volume-create-title">{t("createForm.title")}</span>} subtitle={t("createForm.subtitle")} />
      <FormProvider {...form}>
        <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
          <TextField label={t("column.name")} description={t("createForm.nameDescription")} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
          <LocationSelect locations={locations} error={errors.location?.message} {...form.register("location", { onChange: () => form.setValue("source", "") })} />
          <VolumeSourceFields sources={sources} />
          <TextField
            label={t("createForm.size")}
            inputMode="numeric"
            required={copiedSize === undefined}
            description={copiedSize === undefined ? undefined : t("createForm.sizeFromSource", { size: copiedSize })}
            autoComplete="off"
            error={errors.size?.message}
            {...form.register("size")}
          />
          <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
          <CreditPolicy account={accounts.find((account) => String(account.id) === billingAccountId)} />
          <SizePrice prices={prices} type="BLOCK_STORAGE" sizeGb={pricedGb} className={styles.cardText} />
          {create.error && <FailureNotice title={t("createForm.failed")} error={create.error} />}
          <Inline>
            <Button type="submit" variant="primary" loading={create.isPending}>
              {t("create")}
            </Button>
          </Inline>
        </Stack>
      </FormProvider>
    </Stack>
  );
}
