import type { ForwardingRuleInput, LoadBalancerTargetInput } from "@cloudconsole/sdk";
import { networkKeys, networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../api/useApiMutation";
import { FLOATING_IP, IP_FAILURE, LB_FAILURE, VPC_FAILURE } from "./constants";
import { ipName, lbName } from "./queries";

/** A forwarding rule as the forms send it: its ports and its settings, always both. */
export type RuleInput = Required<ForwardingRuleInput>;

/** A load balancer or its reserved IP changes what other network lists show: refresh the location's network lists. */
const refreshNetwork = (location: string) => [networkKeys.ipAddresses(location), networkKeys.networks(location), networkKeys.loadBalancers(location)];

// Floating IPs

export function useReserveIp() {
  return useApiMutation({
    mutation: networkMutations.createIpAddress,
    variables: ({ location, billingAccountId, name }: { location: string; billingAccountId: number; name: string }) => ({ location, body: { billing_account_id: billingAccountId, name } }),
    failure: IP_FAILURE.create,
    success: (ip) => `${FLOATING_IP} ${ip.address} reserved`,
    view: (ip, { location }) => (ip.uuid ? `/network/ip_address/${location}/${ip.uuid}` : undefined),
  });
}

export function useRenameIp(location: string, address: string) {
  return useApiMutation({
    mutation: networkMutations.updateIpAddress,
    variables: (name: string) => ({ location, address, body: { name } }),
    failure: IP_FAILURE.update,
    success: (ip) => `${FLOATING_IP} ${ipName(ip)} saved`,
  });
}

export function useDeleteIp(location: string, address: string) {
  return useApiMutation({
    mutation: networkMutations.deleteIpAddress,
    variables: () => ({ location, address }),
    failure: IP_FAILURE.delete,
    success: `${FLOATING_IP} ${address} deleted`,
    refreshInBackground: true,
  });
}

export function useAssignIp(location: string, address: string) {
  return useApiMutation({
    mutation: networkMutations.assignIpAddress,
    variables: ({ privateIp }: { privateIp: string; name: string }) => ({ location, address, body: { private_ip: privateIp } }),
    failure: IP_FAILURE.assign,
    success: (_ip, { name }) => `${FLOATING_IP} ${address} assigned to ${name}`,
  });
}

export function useUnassignIp(location: string, address: string) {
  return useApiMutation({
    mutation: networkMutations.unassignIpAddress,
    variables: () => ({ location, address }),
    failure: IP_FAILURE.unassign,
    success: `${FLOATING_IP} ${address} unassigned`,
  });
}

// VPC networks

export function useCreateVpc() {
  return useApiMutation({
    mutation: networkMutations.createNetwork,
    variables: ({ location, name }: { location: string; name: string }) => ({ location, query: { name } }),
    failure: VPC_FAILURE.create,
    success: (network) => `VPC network ${network.name} created`,
    view: (network, { location }) => `/network/vpc/${location}/${network.uuid}`,
  });
}

export function useRenameVpc(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.updateNetwork,
    variables: (name: string) => ({ location, uuid, body: { name } }),
    failure: VPC_FAILURE.update,
    success: "VPC network saved",
  });
}

export function useMakeVpcDefault(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.setDefaultNetwork,
    variables: () => ({ location, uuid }),
    failure: VPC_FAILURE.makeDefault,
    success: (network) => `${network.name} is now the default VPC network`,
  });
}

export function useDeleteVpc(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.deleteNetwork,
    variables: () => ({ location, uuid }),
    failure: VPC_FAILURE.delete,
    success: "VPC network deleted",
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
    failure: LB_FAILURE.create,
    success: (lb) => `Load balancer ${lbName(lb)} created`,
    view: (lb, { location }) => `/network/load_balancer/${location}/${lb.uuid}`,
    // Its reserved IP and its network's resource count changed too.
    onSuccess: async (_lb, { location }, queryClient) => void (await Promise.all(refreshNetwork(location).map((queryKey) => queryClient.invalidateQueries({ queryKey })))),
  });
}

export function useRenameLoadBalancer(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.updateLoadBalancer,
    variables: (name: string) => ({ location, uuid, body: { display_name: name } }),
    failure: LB_FAILURE.update,
    success: "Load balancer saved",
  });
}

export function useSetLoadBalancerAccount(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.setLoadBalancerBillingAccount,
    variables: (billingAccountId: number) => ({ location, uuid, query: { set_id: billingAccountId } }),
    failure: LB_FAILURE.billingAccount,
    success: "Billing account changed",
  });
}

export function useDeleteLoadBalancer(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.deleteLoadBalancer,
    variables: () => ({ location, uuid }),
    failure: LB_FAILURE.delete,
    success: "Load balancer deleted",
    refreshInBackground: true,
    onSuccess: (_result, _input, queryClient) => void Promise.all(refreshNetwork(location).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useAddRule(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.addForwardingRule,
    variables: (rule: RuleInput) => ({ location, uuid, body: rule }),
    failure: LB_FAILURE.addRule,
    success: (rule) => `Forwarding rule ${rule.source_port} → ${rule.target_port} added`,
  });
}

export function useDeleteRule(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.deleteForwardingRule,
    variables: (ruleUuid: string) => ({ location, uuid, rule_uuid: ruleUuid }),
    failure: LB_FAILURE.deleteRule,
    success: "Forwarding rule deleted",
  });
}

export function useAddTarget(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.addLoadBalancerTarget,
    variables: ({ vmUuid }: { vmUuid: string; name: string }) => ({ location, uuid, body: { target_uuid: vmUuid, target_type: "vm" as const } }),
    failure: LB_FAILURE.addTarget,
    success: (_target, { name }) => `${name} added as a target`,
  });
}

export function useRemoveTarget(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.deleteLoadBalancerTarget,
    variables: ({ vmUuid }: { vmUuid: string; name: string }) => ({ location, uuid, target_uuid: vmUuid }),
    failure: LB_FAILURE.deleteTarget,
    success: (_result, { name }) => `${name} removed from the targets`,
  });
}
