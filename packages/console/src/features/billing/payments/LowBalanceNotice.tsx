import { useForm } from "react-hook-form";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, Switch, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useLowBalanceNotice } from "../queries";
import type { LowBalanceNoticeValues } from "./paymentRules";
import { lowBalanceNoticeResolver } from "./resolvers";
import * as styles from "../billing.css";

/** The low-balance email: on or off, and the credit it warns under. */
export function LowBalanceNotice({ account }: { account: BillingAccount }) {
  const { siteCurrency } = useUiConfig();
  const save = useLowBalanceNotice(account.id);
  const settings = account.low_balance_notice_settings;
  const form = useForm<LowBalanceNoticeValues>({
    resolver: lowBalanceNoticeResolver,
    defaultValues: { enabled: settings?.is_enabled ?? false, threshold: String(settings?.threshold ?? 0) },
  });
  const submit = form.handleSubmit((values) => save.mutate({ is_enabled: values.enabled, threshold: Number(values.threshold) }));
  return (
    <Card title="Low-balance notice" description="An email when your credit falls under a threshold, so you can top up in time.">
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <Switch label="Email me when credit is low" {...form.register("enabled")} />
        <TextField label="Warn under" type="number" inputMode="decimal" min={0} description={`In ${siteCurrency}`} error={form.formState.errors.threshold?.message} {...form.register("threshold")} />
        <Inline>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            Save notice
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
