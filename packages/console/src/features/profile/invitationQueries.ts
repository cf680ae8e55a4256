import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";
import { delegationKeys } from "@cloudconsole/sdk/query";

/**
 * Access invitations the user received (grantee side); each is tagged access_impersonation by the client. The key
 * sits under the SDK's, so the SDK's invalidations (accept) refresh it, and the tagged data never shares its cache.
 */
export const invitationQueries = {
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...delegationKeys.accessInvitations(), "tagged"] as const,
      queryFn: async ({ signal }) => (await client.GET("/user-resource/impersonation", { signal })).map((invitation) => ({ ...invitation, $type: "access_impersonation" as const })),
    }),
};
