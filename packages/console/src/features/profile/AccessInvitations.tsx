import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Button, StatusBadge, Table } from "@cloudconsole/ui";
import { delegationMutations } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { useSession } from "../../session/sessionStore";
import { useImpersonation } from "../impersonation";
import { invitationQueries } from "./invitationQueries";
import { profileMessages } from "./messages";
import { ResourceName } from "../../shared/names";

/** Invitations to act for another owner: accept them, then start impersonation. */
export function AccessInvitations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { impersonation } = useSession();
  const { start } = useImpersonation();
  const invitations = useSuspenseQuery(invitationQueries.list(client)).data;
  const t = useT(profileMessages);
  // Accepting refreshes the list (the SDK names it stale), and so does a failure: the invitation may have changed.
  const accept = useApiMutation({
    mutation: delegationMutations.acceptAccessInvitation,
    variables: (uuid: string) => ({ uuid }),
    failure: t("invitations.acceptFailed"),
    success: t("invitations.acceptSucceeded"),
  });
  const refreshAfterFailure = () => void queryClient.invalidateQueries({ queryKey: invitationQueries.list(client).queryKey });

  return (
    <Table
      caption={t("invitations.caption")}
      rows={invitations}
      rowKey={(row) => row.uuid}
      emptyText={t("invitations.empty")}
      columns={[
        { key: "owner", header: t("invitations.owner"), cell: (row) => <ResourceName name={row.access_owner} /> },
        { key: "account", header: t("invitations.account"), cell: (row) => <ResourceName name={row.billing_account_name ?? ""} />, hideOnMobile: true },
        { key: "status", header: t("invitations.status"), cell: (row) => <StatusBadge tone={row.is_accepted ? "success" : "warning"}>{row.is_accepted ? t("invitations.accepted") : t("invitations.notAccepted")}</StatusBadge> },
        {
          key: "actions",
          header: t("invitations.actions"),
          interactive: true,
          cell: (row) =>
            row.is_accepted ? (
              <Button size="sm" variant="primary" disabled={Boolean(impersonation)} onClick={() => void start({ uuid: row.uuid, access_owner: row.access_owner })}>
                {t("invitations.actAs")} <ResourceName name={row.access_owner} />
              </Button>
            ) : (
              <Button size="sm" variant="secondary" loading={accept.isPending && accept.variables === row.uuid} onClick={() => accept.mutate(row.uuid, { onError: refreshAfterFailure })}>
                {t("invitations.accept")}
              </Button>
            ),
        },
      ]}
    />
  );
}
