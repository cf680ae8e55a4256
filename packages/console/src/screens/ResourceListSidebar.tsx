import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, NavLink } from "react-router";
import { Heading, Inline, Spinner, Stack, buttonClass } from "@cloudconsole/ui";
import { AfterFirstPaint } from "../app/firstPaint";
import { ResourceName } from "../shared/names";
import { useScreensT } from "./messages";
import * as styles from "./resourceListSidebar.css";

/** One resource in a category's sidebar: its page and its name, with an optional status after it. */
export interface SidebarItem {
  key: string;
  to: string;
  name: string;
  status?: ReactNode;
}

/** One kind of resource in a sidebar that lists several (Floating IPs, VPC networks, …), under its own heading. */
export interface SidebarSection {
  title: string;
  empty: string;
  items: SidebarItem[];
}

/** A create link; the first of a sidebar's is its primary button. */
export interface SidebarCreateLink {
  label: string;
  to: string;
}

interface ResourceListSidebarProps {
  title: string;
  create: SidebarCreateLink | readonly SidebarCreateLink[];
  /** One list: its items, and what to say when there are none. */
  useItems?: () => SidebarItem[];
  empty?: string;
  /** Several lists, each under its heading with its count (instead of `useItems`). */
  useSections?: () => SidebarSection[];
  /**
   * Under the create buttons, above the lists, e.g. a link to a related page: below them, it would move down as
   * the lists came in.
   */
  related?: ReactNode;
}

/**
 * A category's sidebar: its title, the create buttons and every resource as a link (loaded on its own, so a slow
 * or failing list never holds the page back; on the page's first load, once the page's frame has painted).
 */
export function ResourceListSidebar({ title, create, useItems, empty = "", useSections, related }: ResourceListSidebarProps) {
  const t = useScreensT();
  const id = `${slug(title)}-sidebar-title`;
  const loading = <Spinner label={t("list.loading", { title: title.toLowerCase() })} />;
  const links: readonly SidebarCreateLink[] = "label" in create ? [create] : create;
  return (
    <aside className={styles.frame} aria-labelledby={id}>
      <Stack gap="sm">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {links.length > 0 && (
          <Inline gap="xs">
            {links.map((link, index) => (
              <Link key={link.to} className={buttonClass({ variant: index === 0 ? "primary" : "secondary", size: "sm" })} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Inline>
        )}
        {related}
        <ErrorBoundary fallback={<p className={styles.empty}>{t("list.failed")}</p>}>
          <Suspense fallback={loading}>
            <AfterFirstPaint fallback={loading}>
              {useSections ? <Sections useSections={useSections} /> : useItems && <Items empty={empty} useItems={useItems} />}
            </AfterFirstPaint>
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </aside>
  );
}

function slug(text: string): string {
  return text.replace(/\W+/g, "-").toLowerCase();
}

function Items({ empty, useItems }: { empty: string; useItems: () => SidebarItem[] }) {
  return <ItemList empty={empty} items={useItems()} />;
}

function Sections({ useSections }: { useSections: () => SidebarSection[] }) {
  return useSections().map((section) => {
    const id = `sidebar-section-${slug(section.title)}`;
    return (
      <section key={section.title} aria-labelledby={id}>
        <h3 id={id} className={styles.sectionTitle}>
          {section.title} ({section.items.length})
        </h3>
        <ItemList empty={section.empty} items={section.items} />
      </section>
    );
  });
}

function ItemList({ empty, items }: { empty: string; items: SidebarItem[] }) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <Stack as="ul" gap="none">
      {items.map((item) => (
        <li key={item.key}>
          <NavLink className={styles.link} to={item.to}>
            <span className={styles.name}>
              <ResourceName name={item.name} />
            </span>
            {item.status}
          </NavLink>
        </li>
      ))}
    </Stack>
  );
}
