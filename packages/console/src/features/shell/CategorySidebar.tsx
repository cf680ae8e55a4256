import { Link } from "react-router";
import { Heading, Stack, linkClass } from "@cloudconsole/ui";
import type { UiConfig } from "@cloudconsole/sdk";
import { enabledResourceTypes, RESOURCE_TYPES, type DisplayCategory } from "../../app/resourceTypes";
import { useT } from "../../i18n";
import { shellMessages } from "./messages";
import { useResourceWords } from "../../app/resourceWords";
import * as styles from "./AppShell.css";

/**
 * The resource list of the current category. Categories whose lists are not built yet show their enabled
 * resource types with create links, so the sidebar is never blank.
 */
export function CategorySidebar({ config, category }: { config: UiConfig; category: DisplayCategory }) {
  const types = enabledResourceTypes(config).filter((type) => RESOURCE_TYPES[type].category === category);
  const t = useT(shellMessages);
  const words = useResourceWords();
  const typeLabels = words.types;
  return (
    <aside className={styles.sidebar} aria-labelledby="sidebar-title">
      <Heading level={2} id="sidebar-title">
        {words.categories[category]}
      </Heading>
      <Stack as="ul" gap="xs" className={styles.sidebarList}>
        {types.map((type) => {
          const { createPath } = RESOURCE_TYPES[type];
          const label = typeLabels[type];
          return (
            <li key={type} className={styles.sidebarItem}>
              {type === "access_impersonation" ? (
                <Link className={linkClass} to="/profile">
                  {t("accessInvitations")}
                </Link>
              ) : (
                <span>{label}</span>
              )}
              {createPath && (
                <Link className={linkClass} to={createPath} aria-label={t("newResource", { type: label })}>
                  {t("new")}
                </Link>
              )}
            </li>
          );
        })}
      </Stack>
      <p className={styles.sidebarNote}>{t("sidebarNote")}</p>
    </aside>
  );
}
