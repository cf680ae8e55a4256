import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Card, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { BillingAccountSelect } from "../../billing";
import { firewallRuleInput, type FirewallRuleValues } from "../firewallRule";
import { useCreateFirewall } from "../firewallMutations";
import type { FirewallValues } from "../networkRules";
import { useNetworkResources } from "../queries";
import { firewallResolver } from "../resolvers";
import { FirewallRulesEditor } from "./FirewallRulesEditor";
import { LocationSelect, backToNetwork, startLocation } from "./shared";
import * as styles from "../network.css";

/** A new firewall starts by letting SSH in from anywhere, the rule most people add first. */
const firstRule: FirewallRuleValues = { uuid: "", direction: "inbound", protocol: "tcp", ports: "22", addresses: "" };

/** /network/create/firewall: name, location, billing account, an optional description and the rules; VMs are attached on its page. */
export function FirewallCreate() {
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
      <PageHeader className={styles.pageHeader} back={backToNetwork} title={<span id="firewall-create-title">New firewall</span>} subtitle="Lets through only the traffic its rules allow, to and from the virtual machines it guards." />
      <FormProvider {...form}>
        <Stack as="form" gap="lg" className={styles.form} noValidate onSubmit={submit}>
          <Card title="Firewall" stack>
            <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
            <LocationSelect locations={locations} error={errors.location?.message} {...form.register("location")} />
            <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
            <TextField label="Description" description="Optional: what the firewall is for." autoComplete="off" error={errors.description?.message} {...form.register("description")} />
          </Card>
          <Card title="Rules" description="Traffic that no rule allows is dropped." stack>
            <FirewallRulesEditor />
          </Card>
          <Inline>
            <Button type="submit" variant="primary" loading={create.isPending}>
              Create firewall
            </Button>
          </Inline>
        </Stack>
      </FormProvider>
    </Stack>
  );
}
