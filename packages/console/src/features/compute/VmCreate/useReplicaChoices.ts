import { useCallback } from "react";
import { useQueries } from "@tanstack/react-query";
import type { Location, VirtualMachine } from "@cloudconsole/sdk";
import { useApiClient } from "../../../api/ApiClientContext";
import { vmListQuery } from "../../../shared/compute";
import { replicaChoices, type ReplicaChoice } from "./bootSource";

/** The snapshots and backups of the VMs in every offered location (the VM lists carry storage[].replica[]); none until they load. */
export function useReplicaChoices(locations: readonly Location[]): ReplicaChoice[] {
  const client = useApiClient();
  const combine = useCallback(
    (results: { data?: VirtualMachine[] }[]) => replicaChoices(results.flatMap((result, index) => (result.data ?? []).map((vm) => ({ vm, location: locations[index]?.slug ?? "" })))),
    [locations],
  );
  return useQueries({ queries: locations.map((location) => vmListQuery(client, location.slug)), combine });
}
