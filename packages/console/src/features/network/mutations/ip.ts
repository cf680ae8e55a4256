import { networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { ipName } from "../queries";
import { networkMutationMessages } from "./messages";

// A Floating IP's changes: a module of their own, so a screen loads only the changes of the resource it shows.

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
