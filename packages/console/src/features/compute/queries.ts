import { queryOptions, useMutation, useQueryClient, useSuspenseQueries } from "@tanstack/react-query";
import type { ApiClient, Location, VirtualMachine } from "@cloudconsole/sdk";
import { findById } from "@cloudconsole/sdk";
import { billingQueries, configQueries as sdkConfigQueries, networkQueries, vmKeys, vmQueries as sdkVmQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";
import { useLocations, useUiConfig } from "../../config/ConfigLayout";
import { configQueries } from "../../config/queries";
import { TRANSITION_POLL_MS, VM_FAILURE } from "./constants";
import { enabledLocations } from "./locations";
import { isTransitional } from "./vmStatus";

/** Refetch while anything shown is on its way to another state, stop once everything has settled. */
function pollWhileTransitional(vms: readonly Pick<VirtualMachine, "status">[] | undefined): number | false {
  return vms?.some((vm) => isTransitional(vm.status)) ? TRANSITION_POLL_MS : false;
}

/**
 * Query options for virtual machines: the SDK's generated options (keys from `vmKeys`) plus the console's polling.
 * A VM's detail lives under its location's list key (`[...vmKeys.list(location), "detail", uuid]`), so every
 * invalidation of the list, including the SDK's generated `vmMutations.*.invalidates`, refreshes the detail too.
 */
export const vmQueries = {
  list: (client: ApiClient, location: string) =>
    queryOptions({
      ...sdkVmQueries.list(client, location),
      refetchInterval: (query) => pollWhileTransitional(query.state.data),
    }),
  /** One VM; the API has no single-VM read, so it is picked from its location's list. */
  detail: (client: ApiClient, location: string, uuid: string) =>
    queryOptions({
      queryKey: [...vmKeys.list(location), "detail", uuid] as const,
      queryFn: async ({ signal }) => findById(await client.GET("/{location}/user-resource/vm/list", { params: { path: { location } }, signal }), uuid, "uuid"),
      refetchInterval: (query) => pollWhileTransitional(query.state.data ? [query.state.data] : undefined),
    }),
  interfaces: (client: ApiClient, location: string, uuid: string) => sdkVmQueries.interfaces(client, location, uuid),
};

/** What the VM-create form offers: images, constraints, host pools, networks, prices and billing accounts. */
export const computeCatalogQueries = {
  images: (client: ApiClient) => configQueries.vmImages(client),
  parameters: (client: ApiClient) => configQueries.vmParameters(client),
  prices: (client: ApiClient) => sdkConfigQueries.currentPrices(client),
  hostPools: (client: ApiClient, location: string) => sdkConfigQueries.hostPools(client, location),
  networks: (client: ApiClient, location: string) => networkQueries.networks(client, location),
  floatingIps: (client: ApiClient, location: string) => networkQueries.ipAddresses(client, location),
  billingAccounts: (client: ApiClient) => billingQueries.billingAccounts(client),
};

/** A VM together with the location it lives in (the list calls are per location; the VM does not say). */
export interface VmRow {
  vm: VirtualMachine;
  location: string;
}

/** The locations the console shows VMs in. */
export function useComputeLocations(): Location[] {
  return enabledLocations(useUiConfig(), useLocations());
}

/**
 * Every VM across the enabled locations, fetched in parallel, each location refreshing by itself while it has VMs
 * in transit. With `enabled: false` (VMs switched off for the site) it asks for nothing.
 */
export function useAllVms({ enabled = true }: { enabled?: boolean } = {}): VmRow[] {
  const client = useApiClient();
  const all = useComputeLocations();
  const locations = enabled ? all : [];
  return useSuspenseQueries({
    queries: locations.map((location) => vmQueries.list(client, location.slug)),
    combine: (results) =>
      results.flatMap((result, index) => {
        const location = locations[index]?.slug ?? "";
        return result.data.map((vm) => ({ vm, location }));
      }),
  });
}

/** Options of one VM action: the call, and the texts shown when it ends. */
export interface VmActionOptions<TVariables, TData> {
  location: string;
  uuid: string;
  call: (client: ApiClient, variables: TVariables) => Promise<TData>;
  /** The spec's failure text, the error toast's title. */
  failure: string;
  /** Said in a success toast; none when the screen shows the outcome itself. */
  success?: string | ((variables: TVariables) => string);
  /** The action deletes the VM: its detail is marked deleted (not refetched, it would 404) and only the list refreshes. */
  deletes?: boolean;
}

/**
 * A mutation on one VM: on success it stores a returned VM in the detail query and refreshes the location's
 * VM queries (list and detail, through their shared key); on failure it shows the spec's title over the error text.
 */
export function useVmAction<TVariables = void, TData = unknown>({ location, uuid, call, failure, success, deletes = false }: VmActionOptions<TVariables, TData>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(client, variables),
    onSuccess: async (data, variables) => {
      const detailKey = vmQueries.detail(client, location, uuid).queryKey;
      if (success) showSuccessToast(typeof success === "function" ? success(variables) : success);
      if (deletes) {
        queryClient.setQueryData(detailKey, (vm) => vm && { ...vm, status: "deleted" as const });
        // Exact: the detail sits under the list's key and must not be refetched (it would 404).
        await queryClient.invalidateQueries({ queryKey: vmQueries.list(client, location).queryKey, exact: true });
        return;
      }
      if (isVm(data) && data.uuid === uuid) queryClient.setQueryData(detailKey, data);
      // The VM (list and detail share the list's key) and its interfaces: everything shown of it.
      await Promise.all([queryClient.invalidateQueries({ queryKey: vmKeys.list(location) }), queryClient.invalidateQueries({ queryKey: vmKeys.interfaces(location, uuid) })]);
    },
    onError: (error) => {
      showErrorToast(error, { title: failure });
    },
  });
}

/**
 * Saves a VM's description with PATCH vm. The documented body has no description (it is x-inferred in the contract),
 * so the caller compares the answer's description with what it sent: a backend may ignore the field.
 */
export function useVmDescriptionUpdate(location: string, uuid: string) {
  return useVmAction({
    location,
    uuid,
    failure: VM_FAILURE.update,
    call: (client, description: string) => client.PATCH("/{location}/user-resource/vm", { params: { path: { location } }, body: { uuid, description } }),
  });
}

function isVm(data: unknown): data is VirtualMachine {
  return typeof data === "object" && data !== null && "uuid" in data && "status" in data && "vcpu" in data;
}
