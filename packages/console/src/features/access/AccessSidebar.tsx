import { useSuspenseQueries } from "@tanstack/react-query";
import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { ResourceListSidebar, type SidebarSection } from "../../screens/ResourceListSidebar";
import { accessQueries, tokenName } from "./queries";

function useAccessSections(): SidebarSection[] {
  const client = useApiClient();
  // Both lists in one request round: the sidebar waits for the slower call, not for both in turn.
  const [tokens, delegations] = useSuspenseQueries({ queries: [accessQueries.tokens(client), accessQueries.delegations(client)] });
  return [
    { title: "API tokens", empty: "No API tokens yet.", items: tokens.data.map((token) => ({ key: String(token.id), to: `/access/token/${token.id}`, name: tokenName(token) })) },
    {
      title: "Access delegations",
      empty: "No access delegations yet.",
      items: delegations.data.map((delegation) => ({ key: String(delegation.id), to: `/access/delegation/${delegation.id}`, name: delegation.name })),
    },
  ];
}

const CREATE = [
  { label: "Create API token", to: "/access/create/api_token" },
  { label: "Create access delegation", to: "/access/create/access_delegation" },
] as const;

/** The Access category's sidebar: every API token and access delegation as a link, and the create buttons. */
export function AccessSidebar() {
  return (
    <ResourceListSidebar
      title="Access"
      create={CREATE}
      useSections={useAccessSections}
      related={
        <Link className={linkClass} to="/profile">
          Access invitations you received
        </Link>
      }
    />
  );
}
