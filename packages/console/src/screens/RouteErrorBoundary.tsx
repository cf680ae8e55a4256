import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { ErrorBoundary } from "react-error-boundary";
import { registerScreensCatalogue } from "./consoleCatalogue";
import { ErrorScreen } from "./ErrorScreen";

// With the routed console, before its first switch of language: each switch then loads the screens' texts too.
registerScreensCatalogue();

/** Catches whatever a route throws (a failed query included) and shows the error screen instead of a blank page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} resetKeys={[location.pathname]} fallbackRender={({ error }) => <ErrorScreen error={error} />}>
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
