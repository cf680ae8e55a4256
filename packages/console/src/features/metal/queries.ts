import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";
import { metalQueries as sdkMetalQueries } from "@cloudconsole/sdk/query";
import { CONFIG_CACHE_TIME_MS } from "../../config/constants";
import { leaseListQuery } from "../../shared/compute";

/** Query options for bare metal: the SDK's generated options (keys from `metalKeys`), leases polled while any is in transit. */
export const metalQueries = {
  leases: leaseListQuery,
  specs: (client: ApiClient, location: string) => sdkMetalQueries.specs(client, location),
  // The operating systems offered change as rarely as the site's configuration.
  os: (client: ApiClient) => queryOptions({ ...sdkMetalQueries.os(client), staleTime: CONFIG_CACHE_TIME_MS }),
};
