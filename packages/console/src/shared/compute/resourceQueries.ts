import { useCallback, useMemo } from "react";
import { queryOptions, useSuspenseQueries, type UseSuspenseQueryResult } from "@tanstack/react-query";
import type { ApiClient, Location, MetalLease, VirtualMachine } from "@cloudconsole/sdk";
import { metalQueries, vmQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useSiteConfig } from "../../config/ConfigLayout";
import { enabledLocations } from "./locations";
import { pollWhileTransitional } from "./polling";
import { isLeaseTransitional, isVmTransitional } from "./statuses";

/**
 * A location's VMs (the SDK's query, key `vmKeys.list(location)`), refetched while any of them is in transit. It is
 * the only cache entry VMs have: a VM's page and the creation progress select their VM from it.
 */
export function vmListQuery(client: ApiClient, location: string) {
  return queryOptions({
    ...vmQueries.list(client, location),
    refetchInterval: (query) => pollWhileTransitional(query.state.data, (vm) => isVmTransitional(vm.status)),
  });
}

/** A location's bare metal leases (key `metalKeys.leases(location)`), refetched while any of them is being prepared or wiped. */
export function leaseListQuery(client: ApiClient, location: string) {
  return queryOptions({
    ...metalQueries.leases(client, location),
    refetchInterval: (query) => pollWhileTransitional(query.state.data, isLeaseTransitional),
  });
}

/** A VM with the location it lives in (the list calls are per location; the VM does not say). */
export interface VmRow {
  vm: VirtualMachine;
  location: string;
}

/** A lease with the location it lives in. */
export interface LeaseRow {
  lease: MetalLease;
  location: string;
}

/** The locations the console shows compute resources in: the configuration's published ones, in display order. */
export function useComputeLocations(): Location[] {
  const { config, locations } = useSiteConfig();
  return useMemo(() => enabledLocations(config, locations), [config, locations]);
}

// Module-level, so each list's selection is computed once per answer: they tell the two kinds of list apart.
const tagVms = (vms: VirtualMachine[]) => ({ kind: "vms" as const, vms });
const tagLeases = (leases: MetalLease[]) => ({ kind: "leases" as const, leases });
type TaggedList = ReturnType<typeof tagVms> | ReturnType<typeof tagLeases>;

/** The resources of the Compute category: every VM and every lease in the enabled locations. */
export interface ComputeResources {
  vms: VmRow[];
  leases: LeaseRow[];
}

/**
 * Every VM and bare metal lease across the enabled locations, all lists requested at once (one suspense over all of
 * them), each location refreshing by itself while it has something in transit. A kind switched off asks for nothing.
 */
export function useComputeResources({ vms = true, leases = true }: { vms?: boolean; leases?: boolean } = {}): ComputeResources {
  const client = useApiClient();
  const locations = useComputeLocations();
  const vmLocations = vms ? locations : [];
  const leaseLocations = leases ? locations : [];
  const combine = useCallback(
    (results: UseSuspenseQueryResult<TaggedList>[]): ComputeResources => {
      const combined: ComputeResources = { vms: [], leases: [] };
      results.forEach(({ data }, index) => {
        // The VM lists come first, one per location, then the lease lists in the same order.
        if (data.kind === "vms") {
          const location = locations[index]?.slug ?? "";
          for (const vm of data.vms) combined.vms.push({ vm, location });
        } else {
          const location = locations[index - (vms ? locations.length : 0)]?.slug ?? "";
          for (const lease of data.leases) combined.leases.push({ lease, location });
        }
      });
      return combined;
    },
    [locations, vms],
  );
  return useSuspenseQueries({
    queries: [
      ...vmLocations.map((location) => ({ ...vmListQuery(client, location.slug), select: tagVms })),
      ...leaseLocations.map((location) => ({ ...leaseListQuery(client, location.slug), select: tagLeases })),
    ],
    combine,
  });
}

/** Every VM across the enabled locations; with `enabled: false` (VMs switched off for the site) it asks for nothing. */
export function useAllVms({ enabled = true }: { enabled?: boolean } = {}): VmRow[] {
  return useComputeResources({ vms: enabled, leases: false }).vms;
}

/** Every bare metal lease across the enabled locations; with `enabled: false` it asks for nothing. */
export function useAllLeases({ enabled = true }: { enabled?: boolean } = {}): LeaseRow[] {
  return useComputeResources({ vms: false, leases: enabled }).leases;
}
