import { Suspense, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Button, Skeleton, Stack, VisuallyHidden, type TabItem } from "@cloudconsole/ui";
import * as styles from "./screens.css";

/**
 * A section of a page (a tab, a card's data): a skeleton while its data or code loads and its own error with a
 * retry, so a failing call leaves the rest of the page working. `what` names it in the error ("the invoices").
 */
export function SectionData({ what, children }: { what: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallbackRender={(props) => <SectionError what={what} {...props} />}>
          <Suspense fallback={<Loading what={what} />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A tab whose panel loads on its own (its code or its data), in SectionData named by `what`. */
export function sectionTab(value: string, label: ReactNode, what: string, content: ReactNode): TabItem {
  return { value, label, content: <SectionData what={what}>{content}</SectionData> };
}

function SectionError({ what, error, resetErrorBoundary }: FallbackProps & { what: string }) {
  return (
    <Stack gap="xs" align="start" role="alert" className={styles.sectionError}>
      <p className={styles.sectionText}>Could not load {what}.</p>
      <p className={styles.sectionText}>{error instanceof Error ? error.message : String(error)}</p>
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary} aria-label={`Try again to load ${what}`}>
        Try again
      </Button>
    </Stack>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Loading {what}</VisuallyHidden>
      <Skeleton variant="rect" height="120px" />
    </div>
  );
}
