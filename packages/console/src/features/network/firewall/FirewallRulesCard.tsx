import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { Firewall } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, Table } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { FirewallRulesEditor } from "../FirewallRulesEditor";
import { directionLabels, firewallRuleInput, firewallRuleValues, protocolLabels, ruleAddresses, rulePorts, takesPorts } from "../firewallRule";
import { useSaveFirewallRules } from "../firewallMutations";
import { networkMessages } from "../messages";
import type { FirewallRulesValues } from "../networkRules";
import { firewallRulesResolver } from "../resolvers";
import { networkFirewallMessages } from "./messages";
import * as styles from "../network.css";

/** The firewall's rules as a table, and the same rules as fields to change, add and remove, saved together. */
export function FirewallRulesCard({ firewall, location }: { firewall: Firewall; location: string }) {
  const t = useT(networkFirewallMessages);
  const tn = useT(networkMessages);
  const directions = directionLabels(tn);
  const protocols = protocolLabels(tn);
  const [editing, setEditing] = useState(false);
  return (
    <Card title={t("rules")} description={t("rules.dropped")} stack>
      {editing ? (
        <RulesForm firewall={firewall} location={location} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Table
            caption={t("rules.caption")}
            captionHidden
            dense
            rows={firewall.rules}
            rowKey={(rule) => rule.uuid}
            emptyText={t("rules.empty")}
            columns={[
              { key: "direction", header: t("field.direction"), cell: (rule) => directions[rule.direction] },
              { key: "protocol", header: t("field.protocol"), cell: (rule) => protocols[rule.protocol] },
              { key: "ports", header: t("field.ports"), cell: (rule) => (takesPorts(rule.protocol) ? rulePorts(rule, t("ports.all")) : "—") },
              { key: "addresses", header: t("field.addresses"), cell: (rule) => <span className={styles.mono}>{ruleAddresses(rule, t("addresses.any"))}</span> },
            ]}
          />
          <Inline>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t("rules.edit")}
            </Button>
          </Inline>
        </>
      )}
    </Card>
  );
}

/** The rules as fields; what was typed stays when saving fails, and a rule kept keeps its uuid. */
function RulesForm({ firewall, location, onDone }: { firewall: Firewall; location: string; onDone: () => void }) {
  const t = useT(networkFirewallMessages);
  const save = useSaveFirewallRules(location, firewall.uuid);
  const form = useForm<FirewallRulesValues>({ resolver: firewallRulesResolver, defaultValues: { rules: firewall.rules.map(firewallRuleValues) } });
  const submit = form.handleSubmit((values) => save.mutate(values.rules.map(firewallRuleInput), { onSuccess: onDone }));
  return (
    <FormProvider {...form}>
      <Stack as="form" gap="md" aria-label={t("rules.form")} noValidate onSubmit={submit}>
        <FirewallRulesEditor />
        <Inline gap="sm">
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t("rules.save")}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t("cancel")}
          </Button>
        </Inline>
      </Stack>
    </FormProvider>
  );
}
