import { useForm } from "react-hook-form";
import type { ForwardingRule, LoadBalancer } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, Table } from "@cloudconsole/ui";
import { DEFAULT_CONNECTION_LIMIT, RULE_PROTOCOL } from "./constants";
import { RuleFields } from "./create/RuleFields";
import { emptyRule, ruleInput } from "./create/forwardingRule";
import { useAddRule, useDeleteRule } from "./mutations";
import type { RuleValues } from "./networkRules";
import { ruleResolver } from "./resolvers";

/** A rule's settings: the API answers them either on the rule or under `settings`. */
function ruleSettings(rule: ForwardingRule) {
  return {
    connectionLimit: rule.settings?.connection_limit ?? rule.connection_limit ?? DEFAULT_CONNECTION_LIMIT,
    persistence: (rule.settings?.session_persistence ?? rule.session_persistence) === "SOURCE_IP",
  };
}

/** The load balancer's forwarding rules, removed one by one and added below, in place. */
export function LbRulesCard({ lb, location }: { lb: LoadBalancer; location: string }) {
  const add = useAddRule(location, lb.uuid);
  const remove = useDeleteRule(location, lb.uuid);
  const form = useForm<RuleValues>({ resolver: ruleResolver, defaultValues: emptyRule });
  const submit = form.handleSubmit((values) => add.mutate(ruleInput(values), { onSuccess: () => form.reset(emptyRule) }));
  return (
    <Card title="Forwarding rules" description="TCP connections to a source port go to the target port of every target." stack>
      <Table
        caption="Forwarding rules"
        captionHidden
        dense
        rows={lb.forwarding_rules}
        rowKey={(rule) => rule.uuid}
        emptyText="No forwarding rules: the load balancer forwards nothing."
        defaultSort={{ key: "source", direction: "ascending" }}
        rowActionsLabel="Actions"
        rowActions={(rule) => (
          <Button variant="ghost" size="sm" loading={remove.isPending && remove.variables === rule.uuid} onClick={() => remove.mutate(rule.uuid)} aria-label={`Delete rule ${rule.source_port} → ${rule.target_port}`}>
            Delete
          </Button>
        )}
        columns={[
          { key: "protocol", header: "Protocol", cell: (rule) => rule.protocol || RULE_PROTOCOL, hideOnMobile: true },
          { key: "source", header: "Source port", cell: (rule) => rule.source_port, sortValue: (rule) => rule.source_port, align: "end" },
          { key: "target", header: "Target port", cell: (rule) => rule.target_port, sortValue: (rule) => rule.target_port, align: "end" },
          { key: "limit", header: "Connection limit", cell: (rule) => ruleSettings(rule).connectionLimit, align: "end", hideOnMobile: true },
          { key: "persistence", header: "Session persistence", cell: (rule) => (ruleSettings(rule).persistence ? "Source IP" : "None"), hideOnMobile: true },
        ]}
      />
      <Stack as="form" gap="sm" aria-label="Add a forwarding rule" noValidate onSubmit={submit}>
        <RuleFields register={(name) => form.register(name)} errors={form.formState.errors} />
        <Inline>
          <Button type="submit" variant="secondary" loading={add.isPending}>
            Add rule
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
