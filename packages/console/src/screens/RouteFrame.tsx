import { Suspense, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Button, Notice, Spinner } from "@cloudconsole/ui";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";

/** Where a compute screen loads and fails: a spinner inside the shell, and an error with a retry that refetches. */
export function RouteFrame({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary onReset={reset} FallbackComponent={ScreenError}>
      <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A screen whose data could not be loaded: what went wrong (an API error's text carries the correlation id) and a retry. */
export function ScreenError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <Notice tone="error" role="alert" title="This page could not be loaded">
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary}>
        Try again
      </Button>
    </Notice>
  );
}
