import { useSuspenseQueries } from "@tanstack/react-query";
import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { ResourceListSidebar, type SidebarSection } from "../../screens/ResourceListSidebar";
import { useT } from "../../i18n";
import { accessMessages } from "./messages";
import { accessQueries, tokenName } from "./queries";

function useAccessSections(): SidebarSection[] {
  const client = useApiClient();
  const t = useT(accessMessages);
  // Both lists in one request round: the sidebar waits for the slower call, not for both in turn.
  const [tokens, delegations] = useSuspenseQueries({ queries: [accessQueries.tokens(client), accessQueries.delegations(client)] });
  return [
    { title: t("tokens.title"), empty: t("tokens.empty"), items: tokens.data.map((token) => ({ key: String(token.id), to: `/access/token/${token.id}`, name: tokenName(token, t) })) },
    {
      title: t("delegations.title"),
      empty: t("delegations.empty"),
      items: delegations.data.map((delegation) => ({ key: String(delegation.id), to: `/access/delegation/${delegation.id}`, name: delegation.name })),
    },
  ];
}

/** The Access category's sidebar: every API token and access delegation as a link, and the create buttons. */
export function AccessSidebar() {
  const t = useT(accessMessages);
  const create = [
    { label: t("tokens.create"), to: "/access/create/api_token" },
    { label: t("delegations.create"), to: "/access/create/access_delegation" },
  ];
  return (
    <ResourceListSidebar
      title={t("title")}
      create={create}
      useSections={useAccessSections}
      related={
        <Link className={linkClass} to="/profile">
          {t("sidebar.invitations")}
        </Link>
      }
    />
  );
}
