import { Suspense, useEffect, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Button, Notice, Spinner } from "@cloudconsole/ui";
import { errorToastText, showErrorToast } from "../toasts/toasts";

/**
 * A part of a screen whose reads may fail with a failure the spec names ('Failed to get storage bucket'): a spinner
 * while loading; on failure the named error toast once, and in place the title, 'Error: message' and a retry.
 */
export function LoadFailure({ title, loading, children }: { title: string; loading: string; children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary onReset={reset} fallbackRender={(props) => <FailureNotice title={title} {...props} />}>
      <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function FailureNotice({ title, error, resetErrorBoundary }: FallbackProps & { title: string }) {
  useEffect(() => {
    showErrorToast(error, { title });
  }, [error, title]);
  return (
    <Notice tone="error" role="alert" title={title}>
      <p>{errorToastText(error)}</p>
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary}>
        Try again
      </Button>
    </Notice>
  );
}
