import { Link } from "react-router";
import { Heading, Stack, linkClass } from "@cloudconsole/ui";
import type { UiConfig } from "@cloudconsole/sdk";
import { DISPLAY_CATEGORIES, enabledResourceTypes, RESOURCE_TYPES, type DisplayCategory } from "../../app/resourceTypes";
import * as styles from "./AppShell.css";

/**
 * The resource list of the current category. Categories whose lists are not built yet show their enabled
 * resource types with create links, so the sidebar is never blank.
 */
export function CategorySidebar({ config, category }: { config: UiConfig; category: DisplayCategory }) {
  const types = enabledResourceTypes(config).filter((type) => RESOURCE_TYPES[type].category === category);
  return (
    <aside className={styles.sidebar} aria-labelledby="sidebar-title">
      <Heading level={2} id="sidebar-title">
        {DISPLAY_CATEGORIES[category].label}
      </Heading>
      <Stack as="ul" gap="xs" className={styles.sidebarList}>
        {types.map((type) => {
          const { label, createPath } = RESOURCE_TYPES[type];
          return (
            <li key={type} className={styles.sidebarItem}>
              {type === "access_impersonation" ? (
                <Link className={linkClass} to="/profile">
                  {label}s
                </Link>
              ) : (
                <span>{label}</span>
              )}
              {createPath && (
                <Link className={linkClass} to={createPath} aria-label={`New ${label}`}>
                  New
                </Link>
              )}
            </li>
          );
        })}
      </Stack>
      <p className={styles.sidebarNote}>Your resources will be listed here.</p>
    </aside>
  );
}
