import { networkMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { networkMutationMessages } from "./messages";

// A VPC network's changes: a module of their own, so a screen loads only the changes of the resource it shows.

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
