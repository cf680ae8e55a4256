import { queryOptions } from "@tanstack/react-query";
import { fetchIsAdmin, type ApiClient } from "@cloudconsole/sdk";
import { authKeys, userQueries as sdkUserQueries } from "@cloudconsole/sdk/query";
import type {} from "../api/queryMeta";
import { PRIVILEGES_STALE_TIME_MS } from "../config/constants";

/** The signed-in user and their admin status (keys from the SDK's `userKeys` and `authKeys`). */
export const userQueries = {
  detail: (client: ApiClient) => sdkUserQueries.user(client),
  /**
   * Admin status from the status of GET privileges alone: 403 no; 404, 502 or 2xx yes; anything else an error. Its
   * success can come from a gateway's 502, so it says nothing of whether the server is reachable.
   */
  isAdmin: (client: ApiClient) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one client per app, like every other query here.
    queryOptions({
      queryKey: [...authKeys.privileges(), "isAdmin"] as const,
      queryFn: () => fetchIsAdmin(client),
      staleTime: PRIVILEGES_STALE_TIME_MS,
      retry: false,
      meta: { provesServerReachable: false },
    }),
};
