import { Suspense } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, NavLink } from "react-router";
import { Heading, Spinner, buttonClass, linkClass } from "@cloudconsole/ui";
import { tokenName, useDelegations, useTokens } from "./queries";
import * as styles from "./access.css";

/** The Access category's sidebar: every API token and access delegation as a link, and the create buttons. */
export function AccessSidebar() {
  return (
    <aside className={styles.sidebarFrame} aria-labelledby="access-sidebar-title">
      <div className={styles.sidebar}>
        <Heading level={2} id="access-sidebar-title">
          Access
        </Heading>
        <div className={styles.sidebarActions}>
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/access/create/api_token">
            Create API token
          </Link>
          <Link className={buttonClass({ variant: "secondary", size: "sm" })} to="/access/create/access_delegation">
            Create access delegation
          </Link>
        </div>
        <ErrorBoundary fallback={<p className={styles.sidebarEmpty}>Could not load the access list.</p>}>
          <Suspense fallback={<Spinner label="Loading access" />}>
            <SidebarLists />
          </Suspense>
        </ErrorBoundary>
        <Link className={linkClass} to="/profile">
          Access invitations you received
        </Link>
      </div>
    </aside>
  );
}

function SidebarLists() {
  const tokens = useTokens();
  const delegations = useDelegations();
  return (
    <>
      <SidebarList title="API tokens" empty="No API tokens yet." items={tokens.map((token) => ({ key: token.id, to: `/access/token/${token.id}`, name: tokenName(token) }))} />
      <SidebarList title="Access delegations" empty="No access delegations yet." items={delegations.map((delegation) => ({ key: delegation.id, to: `/access/delegation/${delegation.id}`, name: delegation.name }))} />
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
        <ul className={styles.sidebarList}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink className={styles.sidebarLink} to={item.to}>
                {item.name}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
