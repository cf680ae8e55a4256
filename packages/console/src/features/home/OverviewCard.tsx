import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Button, Card, Inline, Stack } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { homeMessages } from "./messages";
import * as styles from "./HomeScreen.css";

/** A card of the overview, titled; announced as a region named by its title. */
export function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} stack>
      {children}
    </Card>
  );
}

/** What a card shows, named in its error ('Could not load your compute resources.'). */
export type CardContent = "compute" | "billing";

/** One card's data: its own error boundary, so a failing call leaves the other cards working; retry refetches. */
export function CardData({ what, children }: { what: CardContent; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallbackRender={(props) => <CardError what={what} {...props} />}>
          <Stack gap="md" className={styles.cardBody}>
            {children}
          </Stack>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

function CardError({ what, error, resetErrorBoundary }: FallbackProps & { what: CardContent }) {
  const t = useT(homeMessages);
  return (
    <Stack gap="xs" align="start" className={styles.error} role="alert">
      <p className={styles.errorText}>{t("card.loadFailed", { what })}</p>
      <p className={styles.errorDetail}>{error instanceof Error ? error.message : String(error)}</p>
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary} aria-label={t("card.retryLabel", { what })}>
        {t("card.retry")}
      </Button>
    </Stack>
  );
}

/** The links at the foot of a card. */
export function CardActions({ children }: { children: ReactNode }) {
  return <Inline className={styles.actions}>{children}</Inline>;
}
