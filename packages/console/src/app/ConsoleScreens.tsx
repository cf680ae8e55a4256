import { lazy, Suspense, useState } from "react";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { ErrorBoundary } from "react-error-boundary";
import { SiteConfigGate } from "../config/SiteConfigGate";
import { LoginRoute } from "../features/login";
import { ErrorScreen } from "../screens/ErrorScreen";
import { isAuthenticated, useSession } from "../session/sessionStore";
import { consoleAddress } from "./consoleAddress";
import { isRouteWithoutSession, loadRoutedConsole } from "./routes";
import { ProviderLoadingScreen } from "./ProviderLoadingScreen";

const RoutedConsole = lazy(() => loadRoutedConsole().then((module) => ({ default: module.RoutedConsole })));

/**
 * What the console shows. A signed-out visitor at an ordinary address sees the login screen without the router, whose
 * code (13 KB gzip, more than a tenth of the login screen's budget) comes with the signed-in console instead; the
 * router takes over for good once a session exists, and from the start at an address of its own (a payment's return,
 * a referral link, a login callback).
 */
export function ConsoleScreens() {
  const session = useSession();
  const [routed, setRouted] = useState(() => isAuthenticated(session) || isRouteWithoutSession(consoleAddress().pathname));
  // Signing in hands over to the router during this render; signing out again leaves it in charge (its gate shows the login).
  if (!routed && isAuthenticated(session)) setRouted(true);
  return <Suspense fallback={<ProviderLoadingScreen />}>{routed ? <RoutedConsole /> : <SignedOutConsole />}</Suspense>;
}

/** The login screen once the site configuration is in, with the error screen for whatever fails on the way. */
function SignedOutConsole() {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallbackRender={({ error }) => <ErrorScreen error={error} />}>
          <SiteConfigGate>
            <LoginRoute />
          </SiteConfigGate>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
