import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Card, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { BillingAccountSelect } from "../../billing";
import { useT } from "../../../i18n";
import { BackToNetwork } from "../BackToNetwork";
import { useFieldError } from "../messages";
import { firewallRuleInput, type FirewallRuleValues } from "../firewallRule";
import { useCreateFirewall } from "../firewallMutations";
import type { FirewallValues } from "../networkRules";
import { useNetworkResources } from "../queries";
import { firewallResolver } from "../resolvers";
import { FirewallRulesEditor } from "../FirewallRulesEditor";
import { networkCreateMessages } from "./messages";
import { LocationSelect, startLocation } from "./shared";
import * as styles from "../network.css";

/** A new firewall starts by letting SSH in from anywhere, the rule most people add first. */
const firstRule: FirewallRuleValues = { uuid: "", direction: "inbound", protocol: "tcp", ports: "22", addresses: "" };

/** /network/create/firewall: name, location, billing account, an optional description and the rules; VMs are attached on its page. */
export function FirewallCreate() {
  const t = useT(networkCreateMessages);
  const fieldError = useFieldError();
  const { locations, accounts } = useNetworkResources();
  const navigate = useNavigate();
  const create = useCreateFirewall();
  const form = useForm<FirewallValues>({
    resolver: firewallResolver,
    defaultValues: { name: "", location: startLocation(locations), billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? ""), description: "", rules: [firstRule] },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { location: values.location, name: values.name, description: values.description, billingAccountId: Number(values.billingAccountId), rules: values.rules.map(firewallRuleInput) },
      { onSuccess: (firewall) => void navigate(`/network/firewall/${values.location}/${firewall.uuid}`) },
    ),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="firewall-create-title">
      <PageHeader className={styles.pageHeader} back={<BackToNetwork />} title={<span id="firewall-create-title">{t("firewall.title")}</span>} subtitle={t("firewall.subtitle")} />
      <FormProvider {...form}>
        <Stack as="form" gap="lg" className={styles.form} noValidate onSubmit={submit}>
          <Card title={t("firewall.card")} stack>
            <TextField label={t("field.name")} required autoComplete="off" error={fieldError(errors.name?.message)} {...form.register("name")} />
            <LocationSelect locations={locations} error={fieldError(errors.location?.message)} {...form.register("location")} />
            <BillingAccountSelect accounts={accounts} error={fieldError(errors.billingAccountId?.message)} {...form.register("billingAccountId")} />
            <TextField label={t("field.description")} description={t("firewall.descriptionHint")} autoComplete="off" error={fieldError(errors.description?.message)} {...form.register("description")} />
          </Card>
          <Card title={t("field.rules")} description={t("rules.dropped")} stack>
            <FirewallRulesEditor />
          </Card>
          <Inline>
            <Button type="submit" variant="primary" loading={create.isPending}>
              {t("firewalls.create")}
            </Button>
          </Inline>
        </Stack>
      </FormProvider>
    </Stack>
  );
}
