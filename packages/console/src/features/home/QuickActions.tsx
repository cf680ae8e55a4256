import { useId } from "react";
import { Link } from "react-router";
import type { UiConfig } from "@cloudconsole/sdk";
import { Inline, Stack, buttonClass } from "@cloudconsole/ui";
import { DISPLAY_CATEGORIES, type DisplayCategory } from "../../app/feature";
import { createEntriesOf, enabledCategoriesOf, useResourceTypes } from "../../app/resourceTypeTable";
import { useResourceWords } from "../../app/resourceWords";
import { useT } from "../../i18n";
import { homeMessages } from "./messages";
import { OverviewCard } from "./OverviewCard";
import * as styles from "./HomeScreen.css";

// Compute and billing have cards of their own; quick actions link the rest.
const CATEGORIES_WITH_CARDS: ReadonlySet<DisplayCategory> = new Set(["compute", "billing"]);

/** Every enabled create route, and the categories that have no card of their own, from the resource types the app hands down. */
export function QuickActions({ config }: { config: UiConfig }) {
  const t = useT(homeMessages);
  const createId = useId();
  const browseId = useId();
  const types = useResourceTypes();
  const words = useResourceWords();
  const others = enabledCategoriesOf(types, config).filter((category) => !CATEGORIES_WITH_CARDS.has(category));
  return (
    <OverviewCard title={t("quick.title")}>
      <Stack gap="xs" className={styles.section}>
        <h3 id={createId} className={styles.sectionTitle}>
          {t("quick.create")}
        </h3>
        <Inline as="ul" gap="xs" aria-labelledby={createId}>
          {createEntriesOf(types, config).map((entry) => (
            <li key={entry.type}>
              {/* The list's heading says "Create" on screen; a link read alone says it too. */}
              <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={entry.to} aria-label={t("quick.createLabel", { type: words.types[entry.type] })}>
                {words.types[entry.type]}
              </Link>
            </li>
          ))}
        </Inline>
      </Stack>
      {others.length > 0 && (
        <Stack gap="xs" className={styles.section}>
          <h3 id={browseId} className={styles.sectionTitle}>
            {t("quick.goTo")}
          </h3>
          <Inline as="ul" gap="xs" aria-labelledby={browseId}>
            {others.map((category) => (
              <li key={category}>
                <Link className={buttonClass({ variant: "ghost", size: "sm" })} to={DISPLAY_CATEGORIES[category].path}>
                  {words.categories[category]}
                </Link>
              </li>
            ))}
          </Inline>
        </Stack>
      )}
    </OverviewCard>
  );
}
