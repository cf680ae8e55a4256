import { NavLink } from "react-router";
import type { UiConfig } from "@cloudconsole/sdk";
import { NavIcon } from "./NavIcon";
import { DISPLAY_CATEGORIES, enabledCategories, type DisplayCategory } from "../../app/resourceTypes";
import { useT } from "../../i18n";
import { shellMessages } from "./messages";
import { useResourceWords } from "../../app/resourceWords";
import * as styles from "./AppShell.css";

/** The display categories configuration enables: a vertical rail on desktop, a bottom bar on mobile. */
export function CategoryNav({ config, active, variant }: { config: UiConfig; active: DisplayCategory | undefined; variant: "rail" | "bar" }) {
  const t = useT(shellMessages);
  const labels = useResourceWords().categories;
  return (
    <nav className={variant === "rail" ? styles.sidenav : styles.bottomNav} aria-label={t("categories")}>
      <ul className={variant === "rail" ? styles.navList : styles.bottomNavList}>
        {enabledCategories(config).map((category) => (
          <li key={category}>
            <NavLink
              to={DISPLAY_CATEGORIES[category].path}
              className={category === active ? `${styles.navItem} ${styles.navItemActive}` : styles.navItem}
              aria-current={category === active ? "page" : undefined}
            >
              <NavIcon category={category} />
              <span className={styles.navLabel}>{labels[category]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
