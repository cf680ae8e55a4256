import { Suspense, useEffect, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Button, Spinner } from "@cloudconsole/ui";
import { showErrorToast } from "../toasts/toasts";
import { FailureNotice } from "./FailureNotice";
import { useScreensT } from "./messages";

/**
 * A part of a screen whose reads may fail with a failure the spec names ('Failed to get storage bucket'): a spinner
 * while loading; on failure the named error toast once, and in place the title, 'Error: message', what the server
 * sent (behind a disclosure, when it was a web page) and a retry.
 */
export function LoadFailure({ title, loading, children }: { title: string; loading: string; children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary onReset={reset} fallbackRender={(props) => <LoadFailureNotice title={title} {...props} />}>
      <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function LoadFailureNotice({ title, error, resetErrorBoundary }: FallbackProps & { title: string }) {
  const t = useScreensT();
  useEffect(() => {
    showErrorToast(error, { title });
  }, [error, title]);
  return (
    <FailureNotice title={title} error={error}>
      <Button variant="secondary" size="sm" onClick={resetErrorBoundary}>
        {t("tryAgain")}
      </Button>
    </FailureNotice>
  );
}
