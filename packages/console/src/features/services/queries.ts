import { usePrefetchQuery, useSuspenseQueries } from "@tanstack/react-query";
import type { ApiClient, BillingAccount, ServiceImage, ServicePackage, VmParameter } from "@cloudconsole/sdk";
import { configQueries as sdkConfigQueries, servicesMutations, servicesQueries, type RequestBody } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useUiConfig } from "../../config/ConfigLayout";
import { configQueries } from "../../config/queries";
import { useT } from "../../i18n";
import { pollWhileTransitional } from "../../shared/compute";
import { billingAccountQueries } from "../billing";
import { servicesMessages } from "./messages";
import { isServiceTransitional } from "./serviceStatus";

/** The user's services, refetched while any of them (or one of their VMs) is changing state. */
export const packagesQuery = (client: ApiClient) => ({
  ...servicesQueries.packages(client),
  refetchInterval: (query: { state: { data?: ServicePackage[] } }) => pollWhileTransitional(query.state.data, isServiceTransitional),
});

/** The services on offer; Kubernetes only where the site enables it. */
export function offeredServices(images: readonly ServiceImage[], kubernetesEnabled: boolean | undefined): ServiceImage[] {
  return images.filter((image) => image.service !== "self-service-dummy-testing" && (image.service !== "kubernetes" || kubernetesEnabled === true));
}

/** The list page: the user's services and the catalogue, together, and the prices asked for in the same round. */
export function useServiceLists(): { services: ServicePackage[]; catalogue: ServiceImage[] } {
  const client = useApiClient();
  const { kubernetesEnabled } = useUiConfig();
  usePrefetchQuery(pricesQuery(client));
  return useSuspenseQueries({
    queries: [packagesQuery(client), servicesQueries.configurations(client)],
    combine: ([packages, images]) => ({ services: packages.data, catalogue: offeredServices(images.data, kubernetesEnabled) }),
  });
}

/** The create form: the catalogue, the size limits and the billing accounts together (prices follow on their own). */
export function useServiceCreateData(): { catalogue: ServiceImage[]; parameters: VmParameter[]; accounts: BillingAccount[] } {
  const client = useApiClient();
  const { kubernetesEnabled } = useUiConfig();
  return useSuspenseQueries({
    queries: [servicesQueries.configurations(client), configQueries.vmParameters(client), billingAccountQueries.list(client)],
    combine: ([images, parameters, accounts]) => ({ catalogue: offeredServices(images.data, kubernetesEnabled), parameters: parameters.data, accounts: accounts.data }),
  });
}

/** The current price lists (prices do not hold a form back). */
export const pricesQuery = (client: ApiClient) => sdkConfigQueries.currentPrices(client);

/**
 * A service's page: the service (from the list) and the billing accounts, together; its allowed addresses (under the
 * page's location) are asked for in the same round (their card waits for them on its own, so a service that does not
 * exist still says so).
 */
export function useServiceDetail(uuid: string, location: string): { service: ServicePackage | undefined; accounts: BillingAccount[] } {
  const client = useApiClient();
  usePrefetchQuery(servicesQueries.whitelist(client, location, uuid));
  return useSuspenseQueries({
    queries: [packagesQuery(client), billingAccountQueries.list(client)],
    combine: ([packages, accounts]) => ({ service: packages.data.find((service) => service.uuid === uuid), accounts: accounts.data }),
  });
}

/** POST package: the service is `creating` until the platform has built its VMs. */
export function useCreateService() {
  const client = useApiClient();
  const t = useT(servicesMessages);
  return useApiMutation({
    mutation: servicesMutations.createPackage,
    variables: (body: RequestBody<"/user-resource/service/package", "post">) => ({ body }),
    failure: t("failure.create"),
    // The progress screen reads the new service from the list: a list read earlier and no longer shown (a phone has no
    // sidebar) is stale and would not have it, which reads as a service that has already settled.
    onSuccess: (service, _input, queryClient) => {
      queryClient.setQueryData(packagesQuery(client).queryKey, (services) => services && [...services.filter((candidate) => candidate.uuid !== service.uuid), service]);
    },
  });
}

/** PATCH package: renames it or moves it to another billing account. */
export function useUpdateService(uuid: string) {
  const t = useT(servicesMessages);
  return useApiMutation({
    mutation: servicesMutations.updatePackage,
    variables: (body: { display_name?: string; billing_account_id?: number }) => ({ uuid, body }),
    failure: t("failure.update"),
    success: t("toast.saved"),
  });
}

/** DELETE package; the page leaves first, so the list refreshes behind it. */
export function useDeleteService(uuid: string, name: string) {
  const t = useT(servicesMessages);
  return useApiMutation({
    mutation: servicesMutations.deletePackage,
    variables: () => ({ uuid }),
    failure: t("failure.delete"),
    success: t("toast.deleted", { name }),
    refreshInBackground: true,
  });
}

export function useStartResource(uuid: string) {
  const t = useT(servicesMessages);
  return useApiMutation({ mutation: servicesMutations.startResource, variables: (target: string) => ({ uuid, target_uuid: target }), failure: t("failure.start"), success: t("toast.starting") });
}

export function useStopResource(uuid: string) {
  const t = useT(servicesMessages);
  return useApiMutation({ mutation: servicesMutations.stopResource, variables: (target: string) => ({ uuid, target_uuid: target }), failure: t("failure.stop"), success: t("toast.stopping") });
}

/** POST …/vm/rebuild in the service's location. */
export function useRebuildService(uuid: string, location: string) {
  const t = useT(servicesMessages);
  return useApiMutation({ mutation: servicesMutations.rebuildVm, variables: () => ({ location, body: { uuid } }), failure: t("failure.rebuild"), success: t("toast.rebuilding") });
}

export function useAddAddress(uuid: string, location: string) {
  const t = useT(servicesMessages);
  return useApiMutation({
    mutation: servicesMutations.addWhitelistAddress,
    variables: (address: string) => ({ location, uuid, body: { ip_address: address } }),
    failure: t("failure.addAddress"),
    success: (_result, address) => t("toast.addressAdded", { address }),
  });
}

export function useRemoveAddress(uuid: string, location: string) {
  const t = useT(servicesMessages);
  return useApiMutation({
    mutation: servicesMutations.deleteWhitelistAddress,
    variables: (address: string) => ({ location, uuid, body: { ip_address: address } }),
    failure: t("failure.removeAddress"),
    success: (_result, address) => t("toast.addressRemoved", { address }),
  });
}
