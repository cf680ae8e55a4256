import { Link } from "react-router";
import type { AccessDelegation, ApiToken } from "@cloudconsole/sdk";
import { Heading, Inline, PageHeader, Stack, Table, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { dateSortValue, useFormat } from "../../format";
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
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="access-title">
      <PageHeader className={styles.pageHeader} title={<span id="access-title">Access</span>} subtitle="API tokens for programs, and access delegations for people who act on your behalf." />
      <Stack as="section" gap="sm" aria-labelledby="tokens-title">
        <Inline justify="between">
          <Heading level={2} id="tokens-title">
            API tokens
          </Heading>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/access/create/api_token">
            Create API token
          </Link>
        </Inline>
        <TokenTable tokens={tokens} accountName={accountName} />
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="delegations-title">
        <Inline justify="between">
          <Heading level={2} id="delegations-title">
            Access delegations
          </Heading>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/access/create/access_delegation">
            Create access delegation
          </Link>
        </Inline>
        <DelegationTable delegations={delegations} accountName={accountName} />
      </Stack>
    </Stack>
  );
}

function TokenTable({ tokens, accountName }: { tokens: ApiToken[]; accountName: (id: number) => string }) {
  const format = useFormat();
  return (
    <Table
      phoneCards
      caption="API tokens"
      captionHidden
      rows={tokens}
      rowKey={(token) => String(token.id)}
      rowHref={(token) => `/access/token/${token.id}`}
      renderLink={routerLink}
      defaultSort={{ key: "created", direction: "descending" }}
      columns={[
        { key: "description", header: "Description", cell: (token) => <ResourceName name={tokenName(token)} />, sortValue: (token) => tokenName(token).toLowerCase() },
        { key: "account", header: "Billing account", cell: (token) => <ResourceName name={tokenScope(token, accountName)} />, phone: "detail" },
        { key: "restricted", header: "Restricted", cell: (token) => (token.restricted ? "Yes" : "No"), hideOnMobile: true },
        { key: "created", header: "Created", cell: (token) => format.dateTime(token.created_at), sortValue: (token) => dateSortValue(token.created_at), nowrap: true, hideOnMobile: true },
      ]}
    />
  );
}

function DelegationTable({ delegations, accountName }: { delegations: AccessDelegation[]; accountName: (id: number) => string }) {
  return (
    <Table
      phoneCards
      caption="Access delegations"
      captionHidden
      rows={delegations}
      rowKey={(delegation) => String(delegation.id)}
      rowHref={(delegation) => `/access/delegation/${delegation.id}`}
      renderLink={routerLink}
      defaultSort={{ key: "name", direction: "ascending" }}
      columns={[
        { key: "name", header: "Name", cell: (delegation) => <ResourceName name={delegation.name} />, sortValue: (delegation) => delegation.name.toLowerCase() },
        { key: "account", header: "Billing account", cell: (delegation) => <ResourceName name={accountName(delegation.billing_account_id)} />, phone: "detail" },
        { key: "grantees", header: "Grantees", cell: (delegation) => delegation.impersonations.length, sortValue: (delegation) => delegation.impersonations.length, align: "end", phone: "detail" },
      ]}
    />
  );
}
