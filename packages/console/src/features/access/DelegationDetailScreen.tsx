import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { AccessDelegation } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, PageHeader, Stack, StatusBadge, Table, TextField, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import type { InviteValues } from "./accessRules";
import { useAccessLists, useDeleteDelegation, useInviteGrantee, useRemoveImpersonation } from "./queries";
import { inviteResolver } from "./resolvers";
import { MissingResource } from "./TokenDetailScreen";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./access.css";

/** /access/delegation/{id}: a delegation's details, its grantees, inviting and removing them, and its deletion. */
export function DelegationDetailScreen() {
  const { id = "" } = useParams();
  const { delegations, accountName } = useAccessLists();
  const delegation = delegations.find((candidate) => String(candidate.id) === id);
  if (!delegation) return <MissingResource title="Access delegation" text={`There is no access delegation ${id}. It may have been deleted.`} />;
  return <DelegationDetail key={delegation.id} delegation={delegation} accountName={accountName} />;
}

function DelegationDetail({ delegation, accountName }: { delegation: AccessDelegation; accountName: (id: number) => string }) {
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeleteDelegation();
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="delegation-title">
      <PageHeader
        className={styles.pageHeader}
        back={
          <Link className={linkClass} to="/access">
            ← Access
          </Link>
        }
        title={
          <span id="delegation-title">
            <ResourceName name={delegation.name} />
          </span>
        }
        subtitle={`Access delegation ${delegation.id}`}
        actions={
          <ConfirmDialog
            title={`Delete the access delegation “${plainName(delegation.name)}”?`}
            description="Everyone invited to it loses access to the billing account. This cannot be undone."
            confirmLabel="Delete access delegation"
            onConfirm={async () => {
              await remove.mutateAsync({ id: delegation.id });
              await navigate("/access");
            }}
            trigger={<Button variant="danger">Delete</Button>}
          />
        }
      />
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Name", description: <ResourceName name={delegation.name} /> },
            { term: "Billing account", description: accountName(delegation.billing_account_id) },
            { term: "Invited grantees", description: delegation.impersonations.length },
            { term: "Created", description: format.dateTime(delegation.created_at) },
          ]}
        />
      </Card>
      <InviteGrantee delegationId={delegation.id} />
      <Grantees delegation={delegation} />
    </Stack>
  );
}

function InviteGrantee({ delegationId }: { delegationId: number }) {
  const invite = useInviteGrantee();
  const form = useForm<InviteValues>({ resolver: inviteResolver, defaultValues: { email: "" } });
  const submit = form.handleSubmit(({ email }) =>
    invite.mutate({ delegation_id: delegationId, body: { grantee_username: email } }, { onSuccess: () => form.reset({ email: "" }) }),
  );
  return (
    <Card title="Invite a grantee" description="The person accepts the invitation on their profile page, then can act on your behalf for this billing account." stack>
      <Inline as="form" align="end" noValidate onSubmit={submit}>
        <TextField fieldClassName={styles.inlineField} label="Grantee email" type="email" required autoComplete="off" error={form.formState.errors.email?.message} {...form.register("email")} />
        <Button type="submit" variant="primary" loading={invite.isPending}>
          Invite
        </Button>
      </Inline>
    </Card>
  );
}

function Grantees({ delegation }: { delegation: AccessDelegation }) {
  const format = useFormat();
  const remove = useRemoveImpersonation();
  return (
    <Card title="Grantees" stack>
      <Table
        caption="Grantees"
        captionHidden
        dense
        rows={delegation.impersonations}
        rowKey={(row) => row.uuid}
        columns={[
          { key: "email", header: "Email", cell: (row) => <ResourceName name={row.grantee_username} /> },
          { key: "status", header: "Status", cell: (row) => <StatusBadge tone={row.is_accepted ? "success" : "warning"}>{row.is_accepted ? "Accepted" : "Not accepted"}</StatusBadge> },
          { key: "accepted", header: "Accepted at", cell: (row) => format.dateTime(row.accepted_at), nowrap: true, hideOnMobile: true },
          { key: "invited", header: "Invited at", cell: (row) => format.dateTime(row.created_at), nowrap: true, hideOnMobile: true },
        ]}
        rowActions={(row) => (
          <ConfirmDialog
            title={`Remove ${plainName(row.grantee_username)}?`}
            description={row.is_accepted ? "They can no longer act on your behalf." : "The invitation is withdrawn."}
            confirmLabel="Remove"
            onConfirm={() => remove.mutateAsync({ delegation_id: delegation.id, impersonation_id: row.uuid })}
            trigger={
              <Button size="sm" variant="secondary" aria-label={`Remove ${plainName(row.grantee_username)}`}>
                Remove
              </Button>
            }
          />
        )}
      />
    </Card>
  );
}
