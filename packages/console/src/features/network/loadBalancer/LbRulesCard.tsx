import { useForm } from "react-hook-form";
import type { ForwardingRule, LoadBalancer } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, Table } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { DEFAULT_CONNECTION_LIMIT, RULE_PROTOCOL } from "../constants";
import { emptyRule, ruleInput } from "../forwardingRule";
import { useAddRule, useDeleteRule } from "../mutations/loadBalancer";
import type { RuleValues } from "../networkRules";
import { ruleResolver } from "../resolvers";
import { RuleFields } from "../RuleFields";
import { networkLoadBalancerMessages } from "./messages";

/** A rule's settings: the API answers them either on the rule or under `settings`. */
function ruleSettings(rule: ForwardingRule) {
  return {
    connectionLimit: rule.settings?.connection_limit ?? rule.connection_limit ?? DEFAULT_CONNECTION_LIMIT,
    persistence: (rule.settings?.session_persistence ?? rule.session_persistence) === "SOURCE_IP",
  };
}

/** The load balancer's forwarding rules, removed one by one and added below, in place. */
export function LbRulesCard({ lb, location }: { lb: LoadBalancer; location: string }) {
  const t = useT(networkLoadBalancerMessages);
  const add = useAddRule(location, lb.uuid);
  const remove = useDeleteRule(location, lb.uuid);
  const form = useForm<RuleValues>({ resolver: ruleResolver, defaultValues: emptyRule });
  const submit = form.handleSubmit((values) => add.mutate(ruleInput(values), { onSuccess: () => form.reset(emptyRule) }));
  return (
    <Card title={t("rules")} description={t("rules.hint")} stack>
      <Table
        caption={t("rules")}
        captionHidden
        dense
        rows={lb.forwarding_rules}
        rowKey={(rule) => rule.uuid}
        emptyText={t("rules.empty")}
        defaultSort={{ key: "source", direction: "ascending" }}
        rowActionsLabel={t("actions")}
        rowActions={(rule) => (
          <Button variant="ghost" size="sm" loading={remove.isPending && remove.variables === rule.uuid} onClick={() => remove.mutate(rule.uuid)} aria-label={t("rules.deleteOne", { source: rule.source_port, target: rule.target_port })}>
            {t("delete")}
          </Button>
        )}
        columns={[
          { key: "protocol", header: t("field.protocol"), cell: (rule) => rule.protocol || RULE_PROTOCOL, hideOnMobile: true },
          { key: "source", header: t("field.sourcePort"), cell: (rule) => rule.source_port, sortValue: (rule) => rule.source_port, align: "end" },
          { key: "target", header: t("field.targetPort"), cell: (rule) => rule.target_port, sortValue: (rule) => rule.target_port, align: "end" },
          { key: "limit", header: t("field.connectionLimit"), cell: (rule) => ruleSettings(rule).connectionLimit, align: "end", hideOnMobile: true },
          { key: "persistence", header: t("field.persistence"), cell: (rule) => (ruleSettings(rule).persistence ? t("persistence.sourceIp") : t("none")), hideOnMobile: true },
        ]}
      />
      <Stack as="form" gap="sm" aria-label={t("rules.add")} noValidate onSubmit={submit}>
        <RuleFields register={(name) => form.register(name)} errors={form.formState.errors} />
        <Inline>
          <Button type="submit" variant="secondary" loading={add.isPending}>
            {t("rules.submit")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
