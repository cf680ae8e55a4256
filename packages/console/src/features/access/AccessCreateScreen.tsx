import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { ApiToken } from "@cloudconsole/sdk";
import { Button, Card, CopyButton, Inline, Notice, PageHeader, Stack, TextField, buttonClass, linkClass } from "@cloudconsole/ui";
import { PlaceholderScreen } from "../../screens/PlaceholderScreen";
import { useT } from "../../i18n";
import { BillingAccountSelect } from "../billing";
import { BackToAccess } from "./BackToAccess";
import { accessMessages } from "./messages";
import { tokenName, useAccessLists, useCreateDelegation, useCreateToken, type TokenValues } from "./queries";
import type { DelegationValues } from "./accessRules";
import { delegationResolver, tokenResolver } from "./resolvers";
import { TokenFields } from "./TokenFields";
import * as styles from "./access.css";

/** /access/create/{type}: the API token or access delegation form; any other type does not exist. */
export function AccessCreateScreen() {
  const { type } = useParams();
  const t = useT(accessMessages);
  if (type === "api_token") return <TokenCreate />;
  if (type === "access_delegation") return <DelegationCreate />;
  return <PlaceholderScreen title={t("notFound.title")} message={t("notFound.message")} />;
}


/** Creates a token, then shows its secret once: the console does not show it again. */
function TokenCreate() {
  // The form chooses from the billing accounts, and creating compares the token list before and after.
  useAccessLists();
  const create = useCreateToken();
  const t = useT(accessMessages);
  const form = useForm<TokenValues>({ resolver: tokenResolver, defaultValues: { description: "", restricted: false, billingAccountId: "" } });
  const [created, setCreated] = useState<ApiToken>();
  if (created) return <TokenCreated token={created} />;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="token-create-title">
      <PageHeader className={styles.pageHeader} back={<BackToAccess />} title={<span id="token-create-title">{t("token.newTitle")}</span>} subtitle={t("token.newSubtitle")} />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values, { onSuccess: (result) => setCreated(result.created) }))}>
        <TokenFields form={form} />
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("tokens.create")}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

/** The new token's secret, its only showing, with a copy button and the way to its page. */
export function TokenCreated({ token }: { token: ApiToken }) {
  const t = useT(accessMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="token-created-title">
      <PageHeader className={styles.pageHeader} back={<BackToAccess />} title={<span id="token-created-title">{t("token.createdTitle")}</span>} subtitle={tokenName(token, t)} />
      <Notice tone="primary" title={t("token.copyNowTitle")}>
        {t("token.copyNow")}
      </Notice>
      <Card title={t("token.yours")} stack>
        <Inline>
          <code className={styles.secret}>{token.token}</code>
          <CopyButton text={token.token} aria-label={t("token.copy")} />
        </Inline>
      </Card>
      <Inline>
        <Link className={buttonClass({ variant: "primary" })} to={`/access/token/${token.id}`}>
          {t("token.open")}
        </Link>
        <Link className={linkClass} to="/access">
          {t("backToAccess")}
        </Link>
      </Inline>
    </Stack>
  );
}

/** Creates a delegation of one billing account, then opens it to invite grantees. */
function DelegationCreate() {
  const { accounts } = useAccessLists();
  const create = useCreateDelegation();
  const t = useT(accessMessages);
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
        back={<BackToAccess />}
        title={<span id="delegation-create-title">{t("delegation.newTitle")}</span>}
        subtitle={t("delegation.newSubtitle")}
      />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t("field.name")} required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("delegations.create")}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
