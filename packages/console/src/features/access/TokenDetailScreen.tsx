import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { AccessDelegation, ApiToken } from "@cloudconsole/sdk";
import { userQueries } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, Notice, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { tokenName, tokenScope, useAccessLists, useDeleteToken, useUpdateToken, userLabel, type TokenValues } from "./queries";
import { tokenResolver } from "./resolvers";
import { TokenFields } from "./TokenFields";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./access.css";

const back = (
  <Link className={linkClass} to="/access">
    ← Access
  </Link>
);

/** /access/token/{id}: a token's details, its settings and its deletion; the API has no single-token read, so it comes from the list. */
export function TokenDetailScreen() {
  const { id = "" } = useParams();
  const { tokens, delegations, accountName } = useAccessLists();
  const token = tokens.find((candidate) => String(candidate.id) === id);
  if (!token) return <MissingResource title="API token" text={`There is no API token ${id}. It may have been deleted.`} />;
  // Keyed by id: another token's page starts from that token's values.
  return <TokenDetail key={token.id} token={token} delegations={delegations} accountName={accountName} />;
}

/** A detail page whose resource does not exist (any more): says so inside the shell, with the way back. */
export function MissingResource({ title, text }: { title: string; text: string }) {
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="missing-title">
      <PageHeader className={styles.pageHeader} back={back} title={<span id="missing-title">{title}</span>} />
      <Notice tone="error" title="Not found">
        {text}
      </Notice>
    </Stack>
  );
}

function TokenDetail({ token, delegations, accountName }: { token: ApiToken; delegations: AccessDelegation[]; accountName: (id: number) => string }) {
  const format = useFormat();
  // Only to say "You": the page does not wait for it.
  const signedInUserId = useQuery(userQueries.user(useApiClient())).data?.id;
  const person = (userId: number) => userLabel(userId, signedInUserId, delegations);
  const navigate = useNavigate();
  const update = useUpdateToken(token);
  const remove = useDeleteToken(token.id);
  const name = tokenName(token);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="token-title">
      <PageHeader
        className={styles.pageHeader}
        back={back}
        title={
          <span id="token-title">
            <ResourceName name={name} />
          </span>
        }
        subtitle={`API token ${token.id}`}
        actions={
          <ConfirmDialog
            title={`Delete the API token “${plainName(name)}”?`}
            description="Programs that use it can no longer call the API. This cannot be undone."
            confirmLabel="Delete API token"
            onConfirm={async () => {
              await remove.mutateAsync();
              await navigate("/access");
            }}
            trigger={<Button variant="danger">Delete</Button>}
          />
        }
      />
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Description", description: token.description || "—" },
            { term: "Billing account", description: tokenScope(token, accountName) },
            { term: "Restricted", description: token.restricted ? "Yes" : "No" },
            { term: "Created by", description: token.user_id === undefined ? "—" : person(token.user_id) },
            {
              term: "Acting user",
              // Set when someone made the token for its owner through access delegation.
              description: token.acting_user_id === null || token.acting_user_id === undefined ? "None: made by its owner" : `${person(token.acting_user_id)}, through access delegation`,
            },
            { term: "Created", description: format.dateTime(token.created_at) },
            { term: "Updated", description: format.dateTime(token.updated_at) },
          ]}
        />
        <p className={styles.cardText}>The token itself was shown once, when it was created. Create a new token if you no longer have it.</p>
      </Card>
      <TokenEdit token={token} update={update} />
    </Stack>
  );
}

function TokenEdit({ token, update }: { token: ApiToken; update: ReturnType<typeof useUpdateToken> }) {
  const form = useForm<TokenValues>({
    resolver: tokenResolver,
    defaultValues: { description: token.description, restricted: token.restricted, billingAccountId: token.restricted && token.billing_account_id ? String(token.billing_account_id) : "" },
  });
  return (
    <Card title="Settings" stack>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))}>
        <TokenFields form={form} />
        <Inline>
          <Button type="submit" variant="secondary" loading={update.isPending}>
            Save changes
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
