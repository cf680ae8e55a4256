import { useCallback } from "react";
import { useSuspenseQuery, type QueryClient } from "@tanstack/react-query";
import type { ApiClient, VirtualMachine } from "@cloudconsole/sdk";
import { configQueries as sdkConfigQueries, networkQueries, vmQueries as sdkVmQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { configQueries } from "../../config/queries";
import { isVmTransitional, pollWhileTransitional, vmListQuery } from "../../shared/compute";
import { billingAccountQueries } from "../billing";

/**
 * Query options for virtual machines. A VM has no cache entry of its own (the API has no single-VM read): its page
 * selects it from its location's list, so one poll and one invalidation (`vmKeys.list(location)`) serve both.
 */
export const vmQueries = {
  list: vmListQuery,
  interfaces: (client: ApiClient, location: string, uuid: string) => sdkVmQueries.interfaces(client, location, uuid),
};

/** What the VM-create form offers: images, constraints, host pools, networks, prices and (billing's) accounts. */
export const computeCatalogQueries = {
  images: (client: ApiClient) => configQueries.vmImages(client),
  parameters: (client: ApiClient) => configQueries.vmParameters(client),
  prices: (client: ApiClient) => sdkConfigQueries.currentPrices(client),
  hostPools: (client: ApiClient, location: string) => sdkConfigQueries.hostPools(client, location),
  networks: (client: ApiClient, location: string) => networkQueries.networks(client, location),
  floatingIps: (client: ApiClient, location: string) => networkQueries.ipAddresses(client, location),
  billingAccounts: billingAccountQueries.list,
};

/**
 * One VM, selected from its location's list: the VM's page shares the list's cache entry, so the list is fetched
 * once however many parts of the page read it, and refetched every TRANSITION_POLL_MS while this VM is in transit.
 * Undefined once the VM has left the list (deleted).
 */
export function useVm(location: string, uuid: string): VirtualMachine | undefined {
  const select = useCallback((vms: VirtualMachine[]) => vms.find((vm) => vm.uuid === uuid), [uuid]);
  return useSuspenseQuery({
    ...vmListQuery(useApiClient(), location),
    select,
    refetchInterval: (query) => pollWhileTransitional(query.state.data?.filter((vm) => vm.uuid === uuid), (vm) => isVmTransitional(vm.status)),
  }).data;
}

/**
 * Puts a VM the API answered with into its location's list (replacing an older copy), so screens show it before the
 * list has refetched. A list not loaded yet stays unloaded: it will be fetched whole.
 */
export function storeVm(queryClient: QueryClient, client: ApiClient, location: string, vm: VirtualMachine): void {
  queryClient.setQueryData(vmListQuery(client, location).queryKey, (vms) =>
    vms && (vms.some((candidate) => candidate.uuid === vm.uuid) ? vms.map((candidate) => (candidate.uuid === vm.uuid ? vm : candidate)) : [...vms, vm]),
  );
}
