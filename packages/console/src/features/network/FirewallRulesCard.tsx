import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { Firewall } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, Table } from "@cloudconsole/ui";
import { FirewallRulesEditor } from "./create/FirewallRulesEditor";
import { DIRECTION_LABELS, firewallRuleInput, firewallRuleValues, PROTOCOL_LABELS, ruleAddresses, rulePorts, takesPorts } from "./firewallRule";
import { useSaveFirewallRules } from "./firewallMutations";
import type { FirewallRulesValues } from "./networkRules";
import { firewallRulesResolver } from "./resolvers";
import * as styles from "./network.css";

/** The firewall's rules as a table, and the same rules as fields to change, add and remove, saved together. */
export function FirewallRulesCard({ firewall, location }: { firewall: Firewall; location: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card title="Rules" description="Traffic that no rule allows is dropped." stack>
      {editing ? (
        <RulesForm firewall={firewall} location={location} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Table
            caption="Firewall rules"
            captionHidden
            dense
            rows={firewall.rules}
            rowKey={(rule) => rule.uuid}
            emptyText="No rules: the firewall lets nothing through."
            columns={[
              { key: "direction", header: "Direction", cell: (rule) => DIRECTION_LABELS[rule.direction] },
              { key: "protocol", header: "Protocol", cell: (rule) => PROTOCOL_LABELS[rule.protocol] },
              { key: "ports", header: "Ports", cell: (rule) => (takesPorts(rule.protocol) ? rulePorts(rule, "All") : "—") },
              { key: "addresses", header: "Addresses", cell: (rule) => <span className={styles.mono}>{ruleAddresses(rule, "Any address")}</span> },
            ]}
          />
          <Inline>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit rules
            </Button>
          </Inline>
        </>
      )}
    </Card>
  );
}

/** The rules as fields; what was typed stays when saving fails, and a rule kept keeps its uuid. */
function RulesForm({ firewall, location, onDone }: { firewall: Firewall; location: string; onDone: () => void }) {
  const save = useSaveFirewallRules(location, firewall.uuid);
  const form = useForm<FirewallRulesValues>({ resolver: firewallRulesResolver, defaultValues: { rules: firewall.rules.map(firewallRuleValues) } });
  const submit = form.handleSubmit((values) => save.mutate(values.rules.map(firewallRuleInput), { onSuccess: onDone }));
  return (
    <FormProvider {...form}>
      <Stack as="form" gap="md" aria-label="Edit the rules" noValidate onSubmit={submit}>
        <FirewallRulesEditor />
        <Inline gap="sm">
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save rules
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </FormProvider>
  );
}
