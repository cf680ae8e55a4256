import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Button, StatusBadge, Table } from "@cloudconsole/ui";
import { delegationMutations } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useSession } from "../../session/sessionStore";
import { useImpersonation } from "../impersonation";
import { invitationQueries } from "./invitationQueries";
import { ResourceName } from "../../shared/names";

/** Invitations to act for another owner: accept them, then start impersonation. */
export function AccessInvitations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { impersonation } = useSession();
  const { start } = useImpersonation();
  const invitations = useSuspenseQuery(invitationQueries.list(client)).data;
  // Accepting refreshes the list (the SDK names it stale), and so does a failure: the invitation may have changed.
  const accept = useApiMutation({
    mutation: delegationMutations.acceptAccessInvitation,
    variables: (uuid: string) => ({ uuid }),
    failure: "Failed to accept invitation",
    success: "Access invitation accepted",
  });
  const refreshAfterFailure = () => void queryClient.invalidateQueries({ queryKey: invitationQueries.list(client).queryKey });

  return (
    <Table
      caption="Access invitations"
      rows={invitations}
      rowKey={(row) => row.uuid}
      emptyText="No records"
      columns={[
        { key: "owner", header: "Account owner", cell: (row) => <ResourceName name={row.access_owner} /> },
        { key: "account", header: "Billing account", cell: (row) => <ResourceName name={row.billing_account_name ?? ""} />, hideOnMobile: true },
        { key: "status", header: "Status", cell: (row) => <StatusBadge tone={row.is_accepted ? "success" : "warning"}>{row.is_accepted ? "Accepted" : "Not accepted"}</StatusBadge> },
        {
          key: "actions",
          header: "Actions",
          interactive: true,
          cell: (row) =>
            row.is_accepted ? (
              <Button size="sm" variant="primary" disabled={Boolean(impersonation)} onClick={() => void start({ uuid: row.uuid, access_owner: row.access_owner })}>
                Act as <ResourceName name={row.access_owner} />
              </Button>
            ) : (
              <Button size="sm" variant="secondary" loading={accept.isPending && accept.variables === row.uuid} onClick={() => accept.mutate(row.uuid, { onError: refreshAfterFailure })}>
                Accept
              </Button>
            ),
        },
      ]}
    />
  );
}
