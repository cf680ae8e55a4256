import { Suspense, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Button, Notice, Spinner } from "@cloudconsole/ui";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { explainError } from "../api/explainError";
import { useScreensT } from "./messages";
import { ServerAnswer } from "./ServerAnswer";

/** Where a compute screen loads and fails: a spinner inside the shell, and an error with a retry that refetches. */
export function RouteFrame({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  const t = useScreensT();
  return (
    <ErrorBoundary onReset={reset} FallbackComponent={ScreenError}>
      <Suspense fallback={<Spinner label={t("loading")} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * A screen whose data could not be loaded: what went wrong in words (an API error's text carries the correlation id;
 * an HTML error page is named, its markup behind a disclosure) and a retry.
 */
export function ScreenError({ error, resetErrorBoundary }: FallbackProps) {
  const t = useScreensT();
  const explained = explainError(error);
  return (
    <Notice tone="error" role="alert" title={t("page.failed")}>
      <p>{explained.message}</p>
      <ServerAnswer raw={explained.raw} />
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary}>
        {t("tryAgain")}
      </Button>
    </Notice>
  );
}
