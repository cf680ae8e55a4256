import { queryOptions, useMutation, useQueryClient, useSuspenseQueries } from "@tanstack/react-query";
import type { ApiClient, MetalLease } from "@cloudconsole/sdk";
import { metalKeys, metalQueries as sdkMetalQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { CONFIG_CACHE_TIME_MS } from "../../config/constants";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";
import { TRANSITION_POLL_MS } from "../compute/constants";
import { useComputeLocations } from "../compute/queries";

/** A lease is on its way somewhere while its machine is being prepared. */
export function isLeaseTransitional(lease: Pick<MetalLease, "status">): boolean {
  return lease.status === "pending" || lease.status === "cleaning";
}

/** Query options for bare metal: the SDK's generated options (keys from `metalKeys`) plus the console's polling. */
export const metalQueries = {
  leases: (client: ApiClient, location: string) =>
    queryOptions({
      ...sdkMetalQueries.leases(client, location),
      refetchInterval: (query) => (query.state.data?.some(isLeaseTransitional) ? TRANSITION_POLL_MS : false),
    }),
  specs: (client: ApiClient, location: string) => sdkMetalQueries.specs(client, location),
  os: (client: ApiClient) => queryOptions({ ...sdkMetalQueries.os(client), staleTime: CONFIG_CACHE_TIME_MS }),
};

/** A lease with the location it lives in. */
export interface LeaseRow {
  lease: MetalLease;
  location: string;
}

/** Every lease across the enabled locations; with `enabled: false` it asks for nothing. */
export function useAllLeases({ enabled = true }: { enabled?: boolean } = {}): LeaseRow[] {
  const client = useApiClient();
  const all = useComputeLocations();
  const locations = enabled ? all : [];
  return useSuspenseQueries({
    queries: locations.map((location) => metalQueries.leases(client, location.slug)),
    combine: (results) => results.flatMap((result, index) => result.data.map((lease) => ({ lease, location: locations[index]?.slug ?? "" }))),
  });
}

/** A mutation on bare metal that refreshes the location's leases and shows the outcome. */
export function useMetalAction<TVariables, TData>({
  location,
  call,
  failure,
  success,
}: {
  location: string;
  call: (client: ApiClient, variables: TVariables) => Promise<TData>;
  failure: string;
  success?: string;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(client, variables),
    onSuccess: async () => {
      if (success) showSuccessToast(success);
      // A lease changes the location's leases and the specs' availability.
      await Promise.all([queryClient.invalidateQueries({ queryKey: metalKeys.leases(location) }), queryClient.invalidateQueries({ queryKey: metalKeys.specs(location) })]);
    },
    onError: (error) => {
      showErrorToast(error, { title: failure });
    },
  });
}
