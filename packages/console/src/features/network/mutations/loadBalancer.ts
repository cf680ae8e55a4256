import type { ForwardingRuleInput, LoadBalancerTargetInput } from "@cloudconsole/sdk";
import { networkKeys, networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { networkMessages } from "../messages";
import { lbName } from "../queries";
import { networkMutationMessages } from "./messages";

// A load balancer's changes, its rules and targets: a module of their own, so a screen loads only the changes of the
// resource it shows.

/** A forwarding rule as the forms send it: its ports and its settings, always both. */
export type RuleInput = Required<ForwardingRuleInput>;

/** A load balancer or its reserved IP changes what other network lists show: refresh the location's network lists. */
const refreshNetwork = (location: string) => [networkKeys.ipAddresses(location), networkKeys.networks(location), networkKeys.loadBalancers(location)];

export interface LoadBalancerInput {
  location: string;
  name: string;
  billingAccountId: number;
  networkUuid: string;
  rules: RuleInput[];
  targets: string[];
  reservePublicIp: boolean;
}

export function useCreateLoadBalancer() {
  const t = useT(networkMutationMessages);
  const tn = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.createLoadBalancer,
    variables: ({ location, name, billingAccountId, networkUuid, rules, targets, reservePublicIp }: LoadBalancerInput) => ({
      location,
      body: {
        display_name: name,
        billing_account_id: billingAccountId,
        network_uuid: networkUuid,
        reserve_public_ip: reservePublicIp,
        rules,
        targets: targets.map((uuid): LoadBalancerTargetInput => ({ target_uuid: uuid, target_type: "vm" })),
      },
    }),
    failure: t("failed.lbCreate"),
    success: (lb) => t("toast.lbCreated", { name: lbName(lb, tn) }),
    view: (lb, { location }) => `/network/load_balancer/${location}/${lb.uuid}`,
    // Its reserved IP and its network's resource count changed too.
    onSuccess: async (_lb, { location }, queryClient) => void (await Promise.all(refreshNetwork(location).map((queryKey) => queryClient.invalidateQueries({ queryKey })))),
  });
}

export function useRenameLoadBalancer(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.updateLoadBalancer,
    variables: (name: string) => ({ location, uuid, body: { display_name: name } }),
    failure: t("failed.lbRename"),
    success: t("toast.lbSaved"),
  });
}

export function useSetLoadBalancerAccount(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.setLoadBalancerBillingAccount,
    variables: (billingAccountId: number) => ({ location, uuid, query: { set_id: billingAccountId } }),
    failure: t("failed.lbAccount"),
    success: t("toast.lbAccount"),
  });
}

export function useDeleteLoadBalancer(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.deleteLoadBalancer,
    variables: () => ({ location, uuid }),
    failure: t("failed.lbDelete"),
    success: t("toast.lbDeleted"),
    refreshInBackground: true,
    onSuccess: (_result, _input, queryClient) => void Promise.all(refreshNetwork(location).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useAddRule(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.addForwardingRule,
    variables: (rule: RuleInput) => ({ location, uuid, body: rule }),
    failure: t("failed.ruleAdd"),
    success: (rule) => t("toast.ruleAdded", { source: rule.source_port, target: rule.target_port }),
  });
}

export function useDeleteRule(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.deleteForwardingRule,
    variables: (ruleUuid: string) => ({ location, uuid, rule_uuid: ruleUuid }),
    failure: t("failed.ruleDelete"),
    success: t("toast.ruleDeleted"),
  });
}

export function useAddTarget(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.addLoadBalancerTarget,
    variables: ({ vmUuid }: { vmUuid: string; name: string }) => ({ location, uuid, body: { target_uuid: vmUuid, target_type: "vm" as const } }),
    failure: t("failed.targetAdd"),
    success: (_target, { name }) => t("toast.targetAdded", { name }),
  });
}

export function useRemoveTarget(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.deleteLoadBalancerTarget,
    variables: ({ vmUuid }: { vmUuid: string; name: string }) => ({ location, uuid, target_uuid: vmUuid }),
    failure: t("failed.targetRemove"),
    success: (_result, { name }) => t("toast.targetRemoved", { name }),
  });
}
