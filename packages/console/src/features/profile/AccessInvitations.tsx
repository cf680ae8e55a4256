import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Button, StatusBadge, Table } from "@cloudconsole/ui";
import { delegationKeys } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useSession } from "../../session/sessionStore";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";
import { useImpersonation } from "../impersonation/useImpersonation";
import { invitationQueries } from "./invitationQueries";

/** Invitations to act for another owner: accept them, then start impersonation. */
export function AccessInvitations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { impersonation } = useSession();
  const { start } = useImpersonation();
  const invitations = useSuspenseQuery(invitationQueries.list(client)).data;
  const accept = useMutation({
    mutationFn: (uuid: string) => client.PUT("/user-resource/impersonation/{uuid}/accept", { params: { path: { uuid } } }),
    onSuccess: () => showSuccessToast("Access invitation accepted"),
    onError: (error) => showErrorToast(error, { title: "Failed to accept invitation" }),
    // After accepting, the list is refreshed (spec §4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: delegationKeys.accessInvitations() }),
  });

  return (
    <Table
      caption="Access invitations"
      rows={invitations}
      rowKey={(row) => row.uuid}
      emptyText="No records"
      columns={[
        { key: "owner", header: "Account owner", cell: (row) => row.access_owner },
        { key: "account", header: "Billing account", cell: (row) => row.billing_account_name ?? "", hideOnMobile: true },
        { key: "status", header: "Status", cell: (row) => <StatusBadge tone={row.is_accepted ? "success" : "warning"}>{row.is_accepted ? "Accepted" : "Not accepted"}</StatusBadge> },
        {
          key: "actions",
          header: "Actions",
          interactive: true,
          cell: (row) =>
            row.is_accepted ? (
              <Button size="sm" variant="primary" disabled={Boolean(impersonation)} onClick={() => void start({ uuid: row.uuid, access_owner: row.access_owner })}>
                Act as {row.access_owner}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" loading={accept.isPending && accept.variables === row.uuid} onClick={() => accept.mutate(row.uuid)}>
                Accept
              </Button>
            ),
        },
      ]}
    />
  );
}
