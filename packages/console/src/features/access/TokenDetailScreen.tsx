import { useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { AccessDelegation, ApiToken } from "@cloudconsole/sdk";
import { userQueries } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, Notice, PageHeader, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { BackToAccess } from "./BackToAccess";
import { accessMessages } from "./messages";
import { tokenName, tokenScope, useAccessLists, useDeleteToken, useUpdateToken, userLabel, type TokenValues } from "./queries";
import { tokenResolver } from "./resolvers";
import { TokenFields } from "./TokenFields";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./access.css";

/** /access/token/{id}: a token's details, its settings and its deletion; the API has no single-token read, so it comes from the list. */
export function TokenDetailScreen() {
  const { id = "" } = useParams();
  const { tokens, delegations, accountName } = useAccessLists();
  const t = useT(accessMessages);
  const token = tokens.find((candidate) => String(candidate.id) === id);
  if (!token) return <MissingResource title={t("token.kind")} text={t("token.missing", { id })} />;
  // Keyed by id: another token's page starts from that token's values.
  return <TokenDetail key={token.id} token={token} delegations={delegations} accountName={accountName} />;
}

/** A detail page whose resource does not exist (any more): says so inside the shell, with the way back. */
export function MissingResource({ title, text }: { title: string; text: string }) {
  const t = useT(accessMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="missing-title">
      <PageHeader className={styles.pageHeader} back={<BackToAccess />} title={<span id="missing-title">{title}</span>} />
      <Notice tone="error" title={t("notFound.short")}>
        {text}
      </Notice>
    </Stack>
  );
}

function TokenDetail({ token, delegations, accountName }: { token: ApiToken; delegations: AccessDelegation[]; accountName: (id: number) => string }) {
  const format = useFormat();
  const t = useT(accessMessages);
  // Only to say "You": the page does not wait for it.
  const signedInUserId = useQuery(userQueries.user(useApiClient())).data?.id;
  const person = (userId: number) => userLabel(userId, signedInUserId, delegations, t);
  const navigate = useNavigate();
  const update = useUpdateToken(token);
  const remove = useDeleteToken(token.id);
  const name = tokenName(token, t);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="token-title">
      <PageHeader
        className={styles.pageHeader}
        back={<BackToAccess />}
        title={
          <span id="token-title">
            <ResourceName name={name} />
          </span>
        }
        subtitle={t("token.subtitle", { id: token.id })}
        actions={
          <ConfirmDialog
            title={t("token.deleteTitle", { name: plainName(name) })}
            description={t("token.deleteDescription")}
            confirmLabel={t("token.delete")}
            onConfirm={async () => {
              await remove.mutateAsync();
              await navigate("/access");
            }}
            trigger={<Button variant="danger">{t("delete")}</Button>}
          />
        }
      />
      <Card title={t("details")} stack>
        <DescriptionList
          items={[
            { term: t("field.description"), description: token.description || "—" },
            { term: t("field.billingAccount"), description: tokenScope(token, accountName, t) },
            { term: t("field.restricted"), description: token.restricted ? t("yes") : t("no") },
            { term: t("field.createdBy"), description: token.user_id === undefined ? "—" : person(token.user_id) },
            {
              term: t("field.actingUser"),
              // Set when someone made the token for its owner through access delegation.
              description: token.acting_user_id === null || token.acting_user_id === undefined ? t("token.madeByOwner") : t("token.madeThroughDelegation", { person: person(token.acting_user_id) }),
            },
            { term: t("field.created"), description: format.dateTime(token.created_at) },
            { term: t("field.updated"), description: format.dateTime(token.updated_at) },
          ]}
        />
        <p className={styles.cardText}>{t("token.shownOnce")}</p>
      </Card>
      <TokenEdit token={token} update={update} />
    </Stack>
  );
}

function TokenEdit({ token, update }: { token: ApiToken; update: ReturnType<typeof useUpdateToken> }) {
  const t = useT(accessMessages);
  const form = useForm<TokenValues>({
    resolver: tokenResolver,
    defaultValues: { description: token.description, restricted: token.restricted, billingAccountId: token.restricted && token.billing_account_id ? String(token.billing_account_id) : "" },
  });
  return (
    <Card title={t("settings")} stack>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))}>
        <TokenFields form={form} />
        <Inline>
          <Button type="submit" variant="secondary" loading={update.isPending}>
            {t("save")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
