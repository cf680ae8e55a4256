import type { FirewallRuleInput } from "@cloudconsole/sdk";
import { networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../api/useApiMutation";
import { FIREWALL_FAILURE } from "./constants";
import { firewallName } from "./queries";

export interface FirewallInput {
  location: string;
  name: string;
  description: string;
  billingAccountId: number;
  rules: FirewallRuleInput[];
}

export function useCreateFirewall() {
  return useApiMutation({
    mutation: networkMutations.createFirewall,
    variables: ({ location, name, description, billingAccountId, rules }: FirewallInput) => ({
      location,
      body: { display_name: name, billing_account_id: billingAccountId, rules, ...(description ? { description } : {}) },
    }),
    failure: FIREWALL_FAILURE.create,
    success: (firewall) => `Firewall ${firewallName(firewall)} created`,
    view: (firewall, { location }) => `/network/firewall/${location}/${firewall.uuid}`,
  });
}

export function useRenameFirewall(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.updateFirewall,
    variables: (name: string) => ({ location, uuid, body: { display_name: name } }),
    failure: FIREWALL_FAILURE.update,
    success: "Firewall saved",
  });
}

/** Replaces the rules: rules sent with their uuid keep it, rules left out are removed. */
export function useSaveFirewallRules(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.updateFirewall,
    variables: (rules: FirewallRuleInput[]) => ({ location, uuid, body: { rules } }),
    failure: FIREWALL_FAILURE.rules,
    success: "Firewall rules saved",
  });
}

export function useDeleteFirewall(location: string, uuid: string) {
  return useApiMutation({
    mutation: networkMutations.deleteFirewall,
    variables: () => ({ location, uuid }),
    failure: FIREWALL_FAILURE.delete,
    success: "Firewall deleted",
    refreshInBackground: true,
  });
}

/** A firewall and a VM of one location, by uuid and by the names the toasts use. */
export interface FirewallVmInput {
  firewallUuid: string;
  firewallName: string;
  vmUuid: string;
  vmName: string;
}

export function useAttachFirewall(location: string) {
  return useApiMutation({
    mutation: networkMutations.assignFirewall,
    variables: ({ firewallUuid, vmUuid }: FirewallVmInput) => ({ location, uuid: firewallUuid, query: { vm_uuid: vmUuid } }),
    failure: FIREWALL_FAILURE.attach,
    success: (_resources, input) => `Firewall ${input.firewallName} now guards ${input.vmName}`,
  });
}

export function useDetachFirewall(location: string) {
  return useApiMutation({
    mutation: networkMutations.unassignFirewall,
    variables: ({ firewallUuid, vmUuid }: FirewallVmInput) => ({ location, uuid: firewallUuid, query: { vm_uuid: vmUuid } }),
    failure: FIREWALL_FAILURE.detach,
    success: (_result, input) => `Firewall ${input.firewallName} no longer guards ${input.vmName}`,
  });
}
