import type { FirewallRuleInput } from "@cloudconsole/sdk";
import { networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { networkMessages } from "./messages";
import { firewallName } from "./queries";

// A firewall's changes and its attachments to VMs; each other network resource's changes are a module of their own
// in mutations/, so a screen loads only those of the resource it shows.

export interface FirewallInput {
  location: string;
  name: string;
  description: string;
  billingAccountId: number;
  rules: FirewallRuleInput[];
}

export function useCreateFirewall() {
  const t = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.createFirewall,
    variables: ({ location, name, description, billingAccountId, rules }: FirewallInput) => ({
      location,
      body: { display_name: name, billing_account_id: billingAccountId, rules, ...(description ? { description } : {}) },
    }),
    failure: t("failed.firewallCreate"),
    success: (firewall) => t("toast.firewallCreated", { name: firewallName(firewall, t) }),
    view: (firewall, { location }) => `/network/firewall/${location}/${firewall.uuid}`,
  });
}

export function useRenameFirewall(location: string, uuid: string) {
  const t = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.updateFirewall,
    variables: (name: string) => ({ location, uuid, body: { display_name: name } }),
    failure: t("failed.firewallRename"),
    success: t("toast.firewallSaved"),
  });
}

/** Replaces the rules: rules sent with their uuid keep it, rules left out are removed. */
export function useSaveFirewallRules(location: string, uuid: string) {
  const t = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.updateFirewall,
    variables: (rules: FirewallRuleInput[]) => ({ location, uuid, body: { rules } }),
    failure: t("failed.firewallRules"),
    success: t("toast.firewallRules"),
  });
}

export function useDeleteFirewall(location: string, uuid: string) {
  const t = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.deleteFirewall,
    variables: () => ({ location, uuid }),
    failure: t("failed.firewallDelete"),
    success: t("toast.firewallDeleted"),
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
  const t = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.assignFirewall,
    variables: ({ firewallUuid, vmUuid }: FirewallVmInput) => ({ location, uuid: firewallUuid, query: { vm_uuid: vmUuid } }),
    failure: t("failed.firewallAttach"),
    success: (_resources, input) => t("toast.firewallAttached", { firewall: input.firewallName, vm: input.vmName }),
  });
}

export function useDetachFirewall(location: string) {
  const t = useT(networkMessages);
  return useApiMutation({
    mutation: networkMutations.unassignFirewall,
    variables: ({ firewallUuid, vmUuid }: FirewallVmInput) => ({ location, uuid: firewallUuid, query: { vm_uuid: vmUuid } }),
    failure: t("failed.firewallDetach"),
    success: (_result, input) => t("toast.firewallDetached", { firewall: input.firewallName, vm: input.vmName }),
  });
}
