import { useForm } from "react-hook-form";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { Button, Card, Inline, Notice, Stack, Switch, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useRecurringPayment } from "../queries";
import type { AutoTopupValues } from "./paymentRules";
import { autoTopupProcessors } from "./processors";
import { autoTopupResolver } from "./resolvers";
import { chargeableCards } from "./topupFlows";
import * as styles from "../billing.css";

/** Automated top-up from the primary card when credit falls under a threshold; only where a processor supports it. */
export function AutoTopup({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const config = useUiConfig();
  const format = useFormat();
  const save = useRecurringPayment(account.id);
  const form = useForm<AutoTopupValues>({
    resolver: autoTopupResolver,
    defaultValues: {
      enabled: account.is_recurring_payment_enabled ?? false,
      threshold: account.recurring_payment_threshold ? String(account.recurring_payment_threshold) : "",
      amount: account.recurring_payment_amount ? String(account.recurring_payment_amount) : "",
    },
  });
  const supported = autoTopupProcessors(config.paymentProcessors ?? []);
  if (!config.recurringPaymentsEnabled || supported.length === 0) return null;
  const hasPrimary = chargeableCards(cards).some((card) => card.is_primary);
  const enabled = form.watch("enabled");
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      values.enabled
        ? { is_recurring_payment_enabled: true, recurring_payment_threshold: Number(values.threshold), recurring_payment_amount: Number(values.amount) }
        : { is_recurring_payment_enabled: false },
    ),
  );
  return (
    <Card title="Automated top-up" description={`When your credit falls under the threshold, your primary card is charged (${supported.map((processor) => processor.name).join(", ")}).`}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        {!hasPrimary && <Notice tone="primary">Add and verify a card first: automated top-up charges the primary card.</Notice>}
        <Switch label="Top up automatically" {...form.register("enabled")} />
        {enabled && (
          <Inline gap="md" align="start">
            <TextField fieldClassName={styles.field} label="When credit falls under" type="number" inputMode="decimal" required description={`In ${config.siteCurrency}`} error={errors.threshold?.message} {...form.register("threshold")} />
            <TextField fieldClassName={styles.field} label="Top up by" type="number" inputMode="decimal" required description={`At least ${format.money(config.minimumTopupAmount ?? 0)}`} error={errors.amount?.message} {...form.register("amount")} />
          </Inline>
        )}
        <Inline>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            Save automated top-up
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
