import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";

/** Access invitations the user received (grantee side); each is tagged access_impersonation by the client. */
export const invitationQueries = {
  all: () => ["accessInvitations"] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...invitationQueries.all(), "list"] as const,
      queryFn: async () => (await client.GET("/user-resource/impersonation")).map((invitation) => ({ ...invitation, $type: "access_impersonation" as const })),
    }),
};
