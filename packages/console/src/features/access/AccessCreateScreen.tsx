import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { ApiToken } from "@cloudconsole/sdk";
import { Button, Card, CopyButton, Inline, Notice, PageHeader, Stack, TextField, buttonClass, linkClass } from "@cloudconsole/ui";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "../../screens/PlaceholderScreen";
import { BillingAccountSelect } from "../billing";
import { tokenName, useAccessLists, useCreateDelegation, useCreateToken, type TokenValues } from "./queries";
import type { DelegationValues } from "./accessRules";
import { delegationResolver, tokenResolver } from "./resolvers";
import { TokenFields } from "./TokenFields";
import * as styles from "./access.css";

/** /access/create/{type}: the API token or access delegation form; any other type does not exist. */
export function AccessCreateScreen() {
  const { type } = useParams();
  if (type === "api_token") return <TokenCreate />;
  if (type === "access_delegation") return <DelegationCreate />;
  return <PlaceholderScreen title="Page not found" message={NOT_FOUND_MESSAGE} />;
}

const back = (
  <Link className={linkClass} to="/access">
    ← Access
  </Link>
);

/** Creates a token, then shows its secret once: the console does not show it again. */
function TokenCreate() {
  // The form chooses from the billing accounts, and creating compares the token list before and after.
  useAccessLists();
  const create = useCreateToken();
  const form = useForm<TokenValues>({ resolver: tokenResolver, defaultValues: { description: "", restricted: false, billingAccountId: "" } });
  const [created, setCreated] = useState<ApiToken>();
  if (created) return <TokenCreated token={created} />;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="token-create-title">
      <PageHeader className={styles.pageHeader} back={back} title={<span id="token-create-title">New API token</span>} subtitle="Programs use an API token to call the API as you." />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values, { onSuccess: (result) => setCreated(result.created) }))}>
        <TokenFields form={form} />
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create API token
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

/** The new token's secret, its only showing, with a copy button and the way to its page. */
export function TokenCreated({ token }: { token: ApiToken }) {
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="token-created-title">
      <PageHeader className={styles.pageHeader} back={back} title={<span id="token-created-title">API token created</span>} subtitle={tokenName(token)} />
      <Notice tone="primary" title="Copy your token now">
        This is the only time the token is shown. You will not see it again: store it somewhere safe before you leave this page.
      </Notice>
      <Card title="Your API token" stack>
        <Inline>
          <code className={styles.secret}>{token.token}</code>
          <CopyButton text={token.token} aria-label="Copy API token" />
        </Inline>
      </Card>
      <Inline>
        <Link className={buttonClass({ variant: "primary" })} to={`/access/token/${token.id}`}>
          Open the token's page
        </Link>
        <Link className={linkClass} to="/access">
          Back to Access
        </Link>
      </Inline>
    </Stack>
  );
}

/** Creates a delegation of one billing account, then opens it to invite grantees. */
function DelegationCreate() {
  const { accounts } = useAccessLists();
  const create = useCreateDelegation();
  const navigate = useNavigate();
  const form = useForm<DelegationValues>({
    resolver: delegationResolver,
    defaultValues: { name: "", billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? "") },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { body: { name: values.name, billing_account_id: Number(values.billingAccountId) } },
      { onSuccess: (delegation) => void navigate(`/access/delegation/${delegation.id}`) },
    ),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="delegation-create-title">
      <PageHeader
        className={styles.pageHeader}
        back={back}
        title={<span id="delegation-create-title">New access delegation</span>}
        subtitle="People you invite can act on your behalf for one billing account."
      />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create access delegation
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
