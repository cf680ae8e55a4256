import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, Switch, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useT } from "../../../i18n";
import { useLowBalanceNotice } from "../mutations";
import type { LowBalanceNoticeValues } from "./paymentRules";
import { paymentMessages } from "./messages";
import { lowBalanceNoticeResolverFor } from "./resolvers";
import { useRuleMessages } from "./ruleMessages";
import * as styles from "../billing.css";

/** The low-balance email: on or off, and the credit it warns under. */
export function LowBalanceNotice({ account }: { account: BillingAccount }) {
  const { siteCurrency } = useUiConfig();
  const t = useT(paymentMessages);
  const save = useLowBalanceNotice(account.id);
  const rules = useRuleMessages(t);
  const resolver = useMemo(() => lowBalanceNoticeResolverFor(rules), [rules]);
  const settings = account.low_balance_notice_settings;
  const form = useForm<LowBalanceNoticeValues>({
    resolver,
    defaultValues: { enabled: settings?.is_enabled ?? false, threshold: String(settings?.threshold ?? 0) },
  });
  const submit = form.handleSubmit((values) => save.mutate({ is_enabled: values.enabled, threshold: Number(values.threshold) }));
  return (
    <Card title={t("lowBalance.title")} description={t("lowBalance.description")}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <Switch label={t("lowBalance.enabled")} {...form.register("enabled")} />
        <TextField label={t("lowBalance.threshold")} type="number" inputMode="decimal" min={0} description={t("inCurrency", { currency: siteCurrency })} error={form.formState.errors.threshold?.message} {...form.register("threshold")} />
        <Inline>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t("lowBalance.save")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
