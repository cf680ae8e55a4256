import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useParams } from "react-router";
import { z } from "zod";
import type { AccessDelegation } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, DescriptionList, PageHeader, StatusBadge, Table, TextField, linkClass } from "@cloudconsole/ui";
import { REQUIRED_MESSAGE } from "../../forms/messages";
import { INVALID_EMAIL_MESSAGE } from "./constants";
import { useBillingAccountName, useDelegations, useDeleteDelegation, useInviteGrantee, useRemoveImpersonation, usePrefetchAccess } from "./queries";
import { MissingResource } from "./TokenDetailScreen";
import * as styles from "./access.css";

const inviteSchema = z.object({ email: z.string().trim().min(1, REQUIRED_MESSAGE).pipe(z.email(INVALID_EMAIL_MESSAGE)) });
type InviteValues = z.infer<typeof inviteSchema>;

/** /access/delegation/{id}: a delegation's details, its grantees, inviting and removing them, and its deletion. */
export function DelegationDetailScreen() {
  usePrefetchAccess();
  const { id = "" } = useParams();
  const delegation = useDelegations().find((candidate) => String(candidate.id) === id);
  if (!delegation) return <MissingResource title="Access delegation" text={`There is no access delegation ${id}. It may have been deleted.`} />;
  return <DelegationDetail key={delegation.id} delegation={delegation} />;
}

function DelegationDetail({ delegation }: { delegation: AccessDelegation }) {
  const accountName = useBillingAccountName();
  const navigate = useNavigate();
  const remove = useDeleteDelegation();
  return (
    <section className={styles.screen} aria-labelledby="delegation-title">
      <PageHeader
        className={styles.pageHeader}
        back={
          <Link className={linkClass} to="/access">
            ← Access
          </Link>
        }
        title={<span id="delegation-title">{delegation.name}</span>}
        subtitle={`Access delegation ${delegation.id}`}
        actions={
          <ConfirmDialog
            title={`Delete the access delegation “${delegation.name}”?`}
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
      <Card as="section" stack aria-labelledby="delegation-details-title">
        <h2 id="delegation-details-title" className={styles.cardTitle}>
          Details
        </h2>
        <DescriptionList
          items={[
            { term: "Name", description: delegation.name },
            { term: "Billing account", description: accountName(delegation.billing_account_id) },
            { term: "Invited grantees", description: delegation.impersonations.length },
            { term: "Created", description: delegation.created_at ?? "—" },
          ]}
        />
      </Card>
      <InviteGrantee delegationId={delegation.id} />
      <Grantees delegation={delegation} />
    </section>
  );
}

function InviteGrantee({ delegationId }: { delegationId: number }) {
  const invite = useInviteGrantee();
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(({ email }) =>
    invite.mutate({ delegation_id: delegationId, body: { grantee_username: email } }, { onSuccess: () => form.reset({ email: "" }) }),
  );
  return (
    <Card as="section" stack aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.cardTitle}>
        Invite a grantee
      </h2>
      <p className={styles.cardText}>The person accepts the invitation on their profile page, then can act on your behalf for this billing account.</p>
      <form className={styles.inlineForm} noValidate onSubmit={submit}>
        <TextField fieldClassName={styles.inlineField} label="Grantee email" type="email" required autoComplete="off" error={form.formState.errors.email?.message} {...form.register("email")} />
        <Button type="submit" variant="primary" loading={invite.isPending}>
          Invite
        </Button>
      </form>
    </Card>
  );
}

function Grantees({ delegation }: { delegation: AccessDelegation }) {
  const remove = useRemoveImpersonation();
  return (
    <section className={styles.section} aria-labelledby="grantees-title">
      <h2 id="grantees-title" className={styles.cardTitle}>
        Grantees
      </h2>
      <Table
        caption="Grantees"
        captionHidden
        rows={delegation.impersonations}
        rowKey={(row) => row.uuid}
        columns={[
          { key: "email", header: "Email", cell: (row) => row.grantee_username },
          { key: "status", header: "Status", cell: (row) => <StatusBadge tone={row.is_accepted ? "success" : "warning"}>{row.is_accepted ? "Accepted" : "Not accepted"}</StatusBadge> },
          { key: "accepted", header: "Accepted at", cell: (row) => row.accepted_at ?? "—", nowrap: true, hideOnMobile: true },
          { key: "invited", header: "Invited at", cell: (row) => row.created_at ?? "—", nowrap: true, hideOnMobile: true },
          {
            key: "actions",
            header: "Actions",
            interactive: true,
            cell: (row) => (
              <ConfirmDialog
                title={`Remove ${row.grantee_username}?`}
                description={row.is_accepted ? "They can no longer act on your behalf." : "The invitation is withdrawn."}
                confirmLabel="Remove"
                onConfirm={() => remove.mutateAsync({ delegation_id: delegation.id, impersonation_id: row.uuid })}
                trigger={
                  <Button size="sm" variant="secondary" aria-label={`Remove ${row.grantee_username}`}>
                    Remove
                  </Button>
                }
              />
            ),
          },
        ]}
      />
    </section>
  );
}
