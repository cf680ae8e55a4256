import { useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import type { AccessDelegation } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, PageHeader, Stack, StatusBadge, Table, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { BackToAccess } from "./BackToAccess";
import { accessMessages } from "./messages";
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
  const t = useT(accessMessages);
  const delegation = delegations.find((candidate) => String(candidate.id) === id);
  if (!delegation) return <MissingResource title={t("delegation.kind")} text={t("delegation.missing", { id })} />;
  return <DelegationDetail key={delegation.id} delegation={delegation} accountName={accountName} />;
}

function DelegationDetail({ delegation, accountName }: { delegation: AccessDelegation; accountName: (id: number) => string }) {
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeleteDelegation();
  const t = useT(accessMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="delegation-title">
      <PageHeader
        className={styles.pageHeader}
        back={<BackToAccess />}
        title={
          <span id="delegation-title">
            <ResourceName name={delegation.name} />
          </span>
        }
        subtitle={t("delegation.subtitle", { id: delegation.id })}
        actions={
          <ConfirmDialog
            title={t("delegation.deleteTitle", { name: plainName(delegation.name) })}
            description={t("delegation.deleteDescription")}
            confirmLabel={t("delegation.delete")}
            onConfirm={async () => {
              await remove.mutateAsync({ id: delegation.id });
              await navigate("/access");
            }}
            trigger={<Button variant="danger">{t("delete")}</Button>}
          />
        }
      />
      <Card title={t("details")} stack>
        <DescriptionList
          items={[
            { term: t("field.name"), description: <ResourceName name={delegation.name} /> },
            { term: t("field.billingAccount"), description: accountName(delegation.billing_account_id) },
            { term: t("field.invitedGrantees"), description: delegation.impersonations.length },
            { term: t("field.created"), description: format.dateTime(delegation.created_at) },
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
  const t = useT(accessMessages);
  const form = useForm<InviteValues>({ resolver: inviteResolver, defaultValues: { email: "" } });
  const submit = form.handleSubmit(({ email }) =>
    invite.mutate({ delegation_id: delegationId, body: { grantee_username: email } }, { onSuccess: () => form.reset({ email: "" }) }),
  );
  return (
    <Card title={t("invite.title")} description={t("invite.description")} stack>
      <Inline as="form" align="end" noValidate onSubmit={submit}>
        <TextField fieldClassName={styles.inlineField} label={t("invite.email")} type="email" required autoComplete="off" error={form.formState.errors.email?.message} {...form.register("email")} />
        <Button type="submit" variant="primary" loading={invite.isPending}>
          {t("invite.submit")}
        </Button>
      </Inline>
    </Card>
  );
}

function Grantees({ delegation }: { delegation: AccessDelegation }) {
  const format = useFormat();
  const remove = useRemoveImpersonation();
  const t = useT(accessMessages);
  return (
    <Card title={t("grantees.title")} stack>
      <Table
        caption={t("grantees.title")}
        captionHidden
        dense
        rows={delegation.impersonations}
        rowKey={(row) => row.uuid}
        columns={[
          { key: "email", header: t("field.email"), cell: (row) => <ResourceName name={row.grantee_username} /> },
          { key: "status", header: t("field.status"), cell: (row) => <StatusBadge tone={row.is_accepted ? "success" : "warning"}>{row.is_accepted ? t("grantees.accepted") : t("grantees.notAccepted")}</StatusBadge> },
          { key: "accepted", header: t("field.acceptedAt"), cell: (row) => format.dateTime(row.accepted_at), nowrap: true, hideOnMobile: true },
          { key: "invited", header: t("field.invitedAt"), cell: (row) => format.dateTime(row.created_at), nowrap: true, hideOnMobile: true },
        ]}
        rowActions={(row) => (
          <ConfirmDialog
            title={t("grantees.removeTitle", { email: plainName(row.grantee_username) })}
            description={row.is_accepted ? t("grantees.removeAccepted") : t("grantees.removeInvited")}
            confirmLabel={t("grantees.remove")}
            onConfirm={() => remove.mutateAsync({ delegation_id: delegation.id, impersonation_id: row.uuid })}
            trigger={
              <Button size="sm" variant="secondary" aria-label={t("grantees.removeLabel", { email: plainName(row.grantee_username) })}>
                {t("grantees.remove")}
              </Button>
            }
          />
        )}
      />
    </Card>
  );
}
