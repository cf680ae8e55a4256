import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, TextField } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { BillingAccountSelect } from "../../billing";
import { volumeSettingsResolver } from "../resolvers";
import * as styles from "../storage.css";
import { volumeMessages } from "./messages";
import { useUpdateVolume, type VolumeChanges } from "./volumeQueries";
import type { VolumeSettingsContext, VolumeSettingsValues } from "./volumeRules";
import type { VolumeRow } from "./volumes";

/** A volume's name and the billing account it is charged to, changed together; what was typed stays when saving fails. */
export function VolumeSettingsCard({ row, accounts }: { row: VolumeRow; accounts: BillingAccount[] }) {
  const { disk, location } = row;
  const update = useUpdateVolume(location, disk.uuid);
  const current = { name: disk.display_name ?? "", billingAccountId: String(disk.billing_account_id) };
  const t = useT(volumeMessages);
  const resolver = useMemo(() => volumeSettingsResolver(t), [t]);
  const form = useForm<VolumeSettingsValues, VolumeSettingsContext>({ resolver, context: { named: current.name.trim() !== "" }, defaultValues: current });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    const changes: VolumeChanges = {
      ...(values.name.trim() === current.name ? {} : { name: values.name.trim() }),
      ...(values.billingAccountId === current.billingAccountId ? {} : { billingAccountId: Number(values.billingAccountId) }),
    };
    // The saved values become the form's own, so a later change is measured from them.
    if (Object.keys(changes).length > 0) update.mutate(changes, { onSuccess: (saved) => form.reset({ name: saved.display_name ?? "", billingAccountId: String(saved.billing_account_id) }) });
  });
  return (
    <Card title={t("settings.title")} description={t("settings.description")} stack>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t("column.name")} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <Inline>
          <Button type="submit" variant="secondary" loading={update.isPending}>
            {t("settings.save")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
