import type { ForwardingRuleInput, LoadBalancerTargetInput } from "@cloudconsole/sdk";
import { networkKeys, networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { networkMessages } from "../messages";
import { ipName, lbName } from "../queries";
import { networkMutationMessages } from "./messages";

/** A forwarding rule as the forms send it: its ports and its settings, always both. */
export type RuleInput = Required<ForwardingRuleInput>;

/** A load balancer or its reserved IP changes what other network lists show: refresh the location's network lists. */
const refreshNetwork = (location: string) => [networkKeys.ipAddresses(location), networkKeys.networks(location), networkKeys.loadBalancers(location)];

// Floating IPs

export function useReserveIp() {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.createIpAddress,
    variables: ({ location, billingAccountId, name }: { location: string; billingAccountId: number; name: string }) => ({ location, body: { billing_account_id: billingAccountId, name } }),
    failure: t("failed.ipCreate"),
    success: (ip) => t("toast.ipReserved", { address: ip.address }),
    view: (ip, { location }) => (ip.uuid ? `/network/ip_address/${location}/${ip.uuid}` : undefined),
  });
}

export function useRenameIp(location: string, address: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.updateIpAddress,
    variables: (name: string) => ({ location, address, body: { name } }),
    failure: t("failed.ipRename"),
    success: (ip) => t("toast.ipSaved", { name: ipName(ip) }),
  });
}

export function useDeleteIp(location: string, address: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.deleteIpAddress,
    variables: () => ({ location, address }),
    failure: t("failed.ipDelete"),
    success: t("toast.ipDeleted", { address }),
    refreshInBackground: true,
  });
}

export function useAssignIp(location: string, address: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.assignIpAddress,
    variables: ({ privateIp }: { privateIp: string; name: string }) => ({ location, address, body: { private_ip: privateIp } }),
    failure: t("failed.ipAssign"),
    success: (_ip, { name }) => t("toast.ipAssigned", { address, name }),
  });
}

export function useUnassignIp(location: string, address: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.unassignIpAddress,
    variables: () => ({ location, address }),
    failure: t("failed.ipUnassign"),
    success: t("toast.ipUnassigned", { address }),
  });
}

// VPC networks

export function useCreateVpc() {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.createNetwork,
    variables: ({ location, name }: { location: string; name: string }) => ({ location, query: { name } }),
    failure: t("failed.vpcCreate"),
    success: (network) => t("toast.vpcCreated", { name: network.name }),
    view: (network, { location }) => `/network/vpc/${location}/${network.uuid}`,
  });
}

export function useRenameVpc(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.updateNetwork,
    variables: (name: string) => ({ location, uuid, body: { name } }),
    failure: t("failed.vpcRename"),
    success: t("toast.vpcSaved"),
  });
}

export function useMakeVpcDefault(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.setDefaultNetwork,
    variables: () => ({ location, uuid }),
    failure: t("failed.vpcDefault"),
    success: (network) => t("toast.vpcDefault", { name: network.name }),
  });
}

export function useDeleteVpc(location: string, uuid: string) {
  const t = useT(networkMutationMessages);
  return useApiMutation({
    mutation: networkMutations.deleteNetwork,
    variables: () => ({ location, uuid }),
    failure: t("failed.vpcDelete"),
    success: t("toast.vpcDeleted"),
    refreshInBackground: true,
  });
}

// Load balancers

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
