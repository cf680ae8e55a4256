import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, NavLink } from "react-router";
import { Heading, Spinner, Stack, buttonClass } from "@cloudconsole/ui";
import * as styles from "./resourceListSidebar.css";

/** One resource in a category's sidebar: its page and its name, with an optional status after it. */
export interface SidebarItem {
  key: string;
  to: string;
  name: string;
  status?: ReactNode;
}

/**
 * A category's sidebar: its title, the create button and every resource as a link (loaded on its own, so a slow
 * or failing list never holds the page back).
 */
export function ResourceListSidebar({ title, create, empty, useItems }: { title: string; create: { label: string; to: string }; empty: string; useItems: () => SidebarItem[] }) {
  const id = `${title.replace(/\W+/g, "-").toLowerCase()}-sidebar-title`;
  return (
    <aside className={styles.frame} aria-labelledby={id}>
      <Stack gap="sm">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        <Link className={buttonClass({ variant: "primary", size: "sm" })} to={create.to}>
          {create.label}
        </Link>
        <ErrorBoundary fallback={<p className={styles.empty}>Could not load the list.</p>}>
          <Suspense fallback={<Spinner label={`Loading ${title.toLowerCase()}`} />}>
            <Items empty={empty} useItems={useItems} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </aside>
  );
}

function Items({ empty, useItems }: { empty: string; useItems: () => SidebarItem[] }) {
  const items = useItems();
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <Stack as="ul" gap="none">
      {items.map((item) => (
        <li key={item.key}>
          <NavLink className={styles.link} to={item.to}>
            <span className={styles.name}>{item.name}</span>
            {item.status}
          </NavLink>
        </li>
      ))}
    </Stack>
  );
}
