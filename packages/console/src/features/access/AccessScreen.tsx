import { Link } from "react-router";
import type { AccessDelegation, ApiToken } from "@cloudconsole/sdk";
import { Heading, Inline, PageHeader, Stack, Table, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { dateSortValue, useFormat } from "../../format";
import { useT } from "../../i18n";
import { accessMessages } from "./messages";
import { tokenName, tokenScope, useAccessLists } from "./queries";
import { ResourceName } from "../../shared/names";
import * as styles from "./access.css";

/** The tables' row links go through the router. */
export function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

/** /access: the user's API tokens and access delegations, each row opening its page. */
export function AccessScreen() {
  const { tokens, delegations, accountName } = useAccessLists();
  const t = useT(accessMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="access-title">
      <PageHeader className={styles.pageHeader} title={<span id="access-title">{t("title")}</span>} subtitle={t("subtitle")} />
      <Stack as="section" gap="sm" aria-labelledby="tokens-title">
        <Inline justify="between">
          <Heading level={2} id="tokens-title">
            {t("tokens.title")}
          </Heading>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/access/create/api_token">
            {t("tokens.create")}
          </Link>
        </Inline>
        <TokenTable tokens={tokens} accountName={accountName} />
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="delegations-title">
        <Inline justify="between">
          <Heading level={2} id="delegations-title">
            {t("delegations.title")}
          </Heading>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/access/create/access_delegation">
            {t("delegations.create")}
          </Link>
        </Inline>
        <DelegationTable delegations={delegations} accountName={accountName} />
      </Stack>
    </Stack>
  );
}

function TokenTable({ tokens, accountName }: { tokens: ApiToken[]; accountName: (id: number) => string }) {
  const format = useFormat();
  const t = useT(accessMessages);
  return (
    <Table
      phoneCards
      caption={t("tokens.title")}
      captionHidden
      rows={tokens}
      rowKey={(token) => String(token.id)}
      rowHref={(token) => `/access/token/${token.id}`}
      renderLink={routerLink}
      defaultSort={{ key: "created", direction: "descending" }}
      columns={[
        { key: "description", header: t("field.description"), cell: (token) => <ResourceName name={tokenName(token, t)} />, sortValue: (token) => tokenName(token, t).toLowerCase() },
        { key: "account", header: t("field.billingAccount"), cell: (token) => <ResourceName name={tokenScope(token, accountName, t)} />, phone: "detail" },
        { key: "restricted", header: t("field.restricted"), cell: (token) => (token.restricted ? t("yes") : t("no")), hideOnMobile: true },
        { key: "created", header: t("field.created"), cell: (token) => format.dateTime(token.created_at), sortValue: (token) => dateSortValue(token.created_at), nowrap: true, hideOnMobile: true },
      ]}
    />
  );
}

function DelegationTable({ delegations, accountName }: { delegations: AccessDelegation[]; accountName: (id: number) => string }) {
  const t = useT(accessMessages);
  return (
    <Table
      phoneCards
      caption={t("delegations.title")}
      captionHidden
      rows={delegations}
      rowKey={(delegation) => String(delegation.id)}
      rowHref={(delegation) => `/access/delegation/${delegation.id}`}
      renderLink={routerLink}
      defaultSort={{ key: "name", direction: "ascending" }}
      columns={[
        { key: "name", header: t("field.name"), cell: (delegation) => <ResourceName name={delegation.name} />, sortValue: (delegation) => delegation.name.toLowerCase() },
        { key: "account", header: t("field.billingAccount"), cell: (delegation) => <ResourceName name={accountName(delegation.billing_account_id)} />, phone: "detail" },
        { key: "grantees", header: t("grantees.title"), cell: (delegation) => delegation.impersonations.length, sortValue: (delegation) => delegation.impersonations.length, align: "end", phone: "detail" },
      ]}
    />
  );
}
