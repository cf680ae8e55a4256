import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { Button, Card, Inline, Notice, Stack, Switch, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { useRecurringPayment } from "../mutations";
import type { AutoTopupValues } from "./paymentRules";
import { paymentMessages } from "./messages";
import { autoTopupProcessors } from "./processors";
import { autoTopupResolverFor } from "./resolvers";
import { useRuleMessages } from "./ruleMessages";
import { chargeableCards } from "./topupFlows";
import * as styles from "../billing.css";

/** Automated top-up from the primary card when credit falls under a threshold; only where a processor supports it. */
export function AutoTopup({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const config = useUiConfig();
  const format = useFormat();
  const t = useT(paymentMessages);
  const save = useRecurringPayment(account.id);
  const rules = useRuleMessages(t);
  const resolver = useMemo(() => autoTopupResolverFor(rules), [rules]);
  const form = useForm<AutoTopupValues>({
    resolver,
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
    <Card title={t("auto.title")} description={t("auto.description", { processors: supported.map((processor) => processor.name).join(", ") })}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        {!hasPrimary && <Notice tone="primary">{t("auto.addCardFirst")}</Notice>}
        <Switch label={t("auto.enabled")} {...form.register("enabled")} />
        {enabled && (
          <Inline gap="md" align="start">
            <TextField fieldClassName={styles.field} label={t("auto.threshold")} type="number" inputMode="decimal" required description={t("inCurrency", { currency: config.siteCurrency })} error={errors.threshold?.message} {...form.register("threshold")} />
            <TextField fieldClassName={styles.field} label={t("auto.amount")} type="number" inputMode="decimal" required description={t("auto.atLeast", { minimum: format.money(config.minimumTopupAmount ?? 0) })} error={errors.amount?.message} {...form.register("amount")} />
          </Inline>
        )}
        <Inline>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t("auto.save")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
