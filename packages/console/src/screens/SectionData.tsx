import { Suspense, useEffect, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Button, Skeleton, Stack, VisuallyHidden, type TabItem } from "@cloudconsole/ui";
import { explainError } from "../api/explainError";
import { AfterFirstPaint } from "../app/firstPaint";
import { useScreensT } from "./messages";
import { ServerAnswer } from "./ServerAnswer";
import * as styles from "./screens.css";

/**
 * A section of a page (a tab, a card's data): a skeleton while its data or code loads and its own error with a
 * retry, so a failing call leaves the rest of the page working. `what` names it in the error ("the invoices"): a noun
 * phrase from the caller's catalogue, written in each language to fit "Could not load {what}.", "Loading {what}" and
 * "Try again to load {what}" (in Estonian, the partitive: "virtuaalmasinaid").
 * With `afterFirstPaint`, on the page's first load it asks for its data once the page's frame has painted.
 * `onShown` is called once its content or its error is shown (not while it loads).
 */
export function SectionData({ what, afterFirstPaint = false, onShown, children }: { what: string; afterFirstPaint?: boolean; onShown?: () => void; children: ReactNode }) {
  const content = <Shown onShown={onShown}>{children}</Shown>;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={(props) => (
            <Shown onShown={onShown}>
              <SectionError what={what} {...props} />
            </Shown>
          )}
        >
          <Suspense fallback={<Loading what={what} />}>{afterFirstPaint ? <AfterFirstPaint fallback={<Loading what={what} />}>{content}</AfterFirstPaint> : content}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** Its children, calling `onShown` once they are on the page (a suspended tree runs no effects). */
function Shown({ onShown, children }: { onShown: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

/** A tab whose panel loads on its own (its code or its data), in SectionData named by `what` (translated, as there). */
export function sectionTab(value: string, label: ReactNode, what: string, content: ReactNode): TabItem {
  return { value, label, content: <SectionData what={what}>{content}</SectionData> };
}

// The error in words (an HTML error page named, its markup behind a disclosure), as the whole screen's error says it.
function SectionError({ what, error, resetErrorBoundary }: FallbackProps & { what: string }) {
  const t = useScreensT();
  const explained = explainError(error);
  return (
    <Stack gap="xs" align="start" role="alert" className={styles.sectionError}>
      <p className={styles.sectionText}>{t("section.failed", { what })}</p>
      <p className={styles.sectionText}>{explained.message}</p>
      <ServerAnswer raw={explained.raw} />
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary} aria-label={t("section.tryAgain", { what })}>
        {t("tryAgain")}
      </Button>
    </Stack>
  );
}

// A progress bar to assistive technology, named like the spinners ("Loading the invoices"); a skeleton to the eye.
function Loading({ what }: { what: string }) {
  const t = useScreensT();
  const label = t("section.loading", { what });
  return (
    <div role="progressbar" aria-label={label} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton variant="rect" height="120px" />
    </div>
  );
}
