import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { FailureNotice } from "../../../screens/FailureNotice";
import { defaultCreateLocation, LocationSelect } from "../../../shared/compute";
import { BillingAccountSelect } from "../../billing";
import { volumeResolver } from "../resolvers";
import * as styles from "../storage.css";
import { storageBack } from "../storageBack";
import { useCreateVolume, useVolumes } from "./volumeQueries";
import type { VolumeValues } from "./volumeRules";
import { volumeMonthlyPrice } from "./volumes";

/** /storage/create/volume: an empty volume of a size, in a location, charged to a billing account, with an optional name. */
export function VolumeCreateScreen() {
  const { locations, accounts, prices } = useVolumes();
  const format = useFormat();
  const navigate = useNavigate();
  const create = useCreateVolume();
  const form = useForm<VolumeValues>({
    resolver: volumeResolver,
    defaultValues: {
      name: "",
      size: "",
      location: defaultCreateLocation(locations)?.slug ?? "",
      billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? ""),
    },
  });
  const errors = form.formState.errors;
  const size = useWatch({ control: form.control, name: "size" });
  const monthly = volumeMonthlyPrice(prices, /^\d+$/.test(size.trim()) ? Number(size) : Number.NaN);
  const perGb = volumeMonthlyPrice(prices, 1);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { location: values.location, sizeGb: Number(values.size), billingAccountId: Number(values.billingAccountId), name: values.name },
      { onSuccess: (disk) => void navigate(`/storage/volume/${values.location}/${disk.uuid}`) },
    ),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="volume-create-title">
      <PageHeader className={styles.pageHeader} back={storageBack} title={<span id="volume-create-title">Create a volume</span>} subtitle="An empty disk you attach to a virtual machine in the same location." />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label="Name" description="Optional: how you tell this volume apart." autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField label="Size (GB)" inputMode="numeric" required autoComplete="off" error={errors.size?.message} {...form.register("size")} />
        <LocationSelect locations={locations} error={errors.location?.message} {...form.register("location")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        {perGb !== undefined && (
          <p className={styles.cardText} aria-live="polite">
            Price: {monthly === undefined ? `${format.money(perGb)}/month per GB` : `${format.money(monthly)}/month`}.
          </p>
        )}
        {create.error && <FailureNotice title="The volume was not created" error={create.error} />}
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create volume
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
