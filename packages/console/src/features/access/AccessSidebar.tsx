import { Suspense } from "react";
import { useSuspenseQueries } from "@tanstack/react-query";
import { ErrorBoundary } from "react-error-boundary";
import { Link, NavLink } from "react-router";
import { Heading, Inline, Spinner, Stack, buttonClass, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { accessQueries, tokenName } from "./queries";
import * as styles from "./access.css";

/** The Access category's sidebar: every API token and access delegation as a link, and the create buttons. */
export function AccessSidebar() {
  return (
    <aside className={styles.sidebarFrame} aria-labelledby="access-sidebar-title">
      <Stack gap="sm">
        <Heading level={2} id="access-sidebar-title">
          Access
        </Heading>
        <Inline gap="xs">
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/access/create/api_token">
            Create API token
          </Link>
          <Link className={buttonClass({ variant: "secondary", size: "sm" })} to="/access/create/access_delegation">
            Create access delegation
          </Link>
        </Inline>
        <ErrorBoundary fallback={<p className={styles.sidebarEmpty}>Could not load the access list.</p>}>
          <Suspense fallback={<Spinner label="Loading access" />}>
            <SidebarLists />
          </Suspense>
        </ErrorBoundary>
        <Link className={linkClass} to="/profile">
          Access invitations you received
        </Link>
      </Stack>
    </aside>
  );
}

function SidebarLists() {
  const client = useApiClient();
  // Both lists in one request round: the sidebar waits for the slower call, not for both in turn.
  const [tokens, delegations] = useSuspenseQueries({ queries: [accessQueries.tokens(client), accessQueries.delegations(client)] });
  return (
    <>
      <SidebarList title="API tokens" empty="No API tokens yet." items={tokens.data.map((token) => ({ key: token.id, to: `/access/token/${token.id}`, name: tokenName(token) }))} />
      <SidebarList title="Access delegations" empty="No access delegations yet." items={delegations.data.map((delegation) => ({ key: delegation.id, to: `/access/delegation/${delegation.id}`, name: delegation.name }))} />
    </>
  );
}

function SidebarList({ title, empty, items }: { title: string; empty: string; items: { key: number; to: string; name: string }[] }) {
  const id = `access-sidebar-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.sidebarTitle}>
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className={styles.sidebarEmpty}>{empty}</p>
      ) : (
        <Stack as="ul" gap="none">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink className={styles.sidebarLink} to={item.to}>
                {item.name}
              </NavLink>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
