import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { ProviderLoadingScreen } from "../../app/ProviderLoadingScreen";
import { startupCode } from "../../app/startupCode";
import { useSettled } from "../../app/useSettled";
import { isRefusedCredentials } from "../../session/refusedCredentials";
import { endSession, isAuthenticated, useSession } from "../../session/sessionStore";
import { useUiConfig } from "../../config/ConfigLayout";
import { logOut } from "../auth";
import { ImpersonationEndedScreen, LoginRoute } from "../login";

/**
 * Routes below need a session: without one, the login screen is shown at the same address (saying so when the API
 * ended the session). A refused impersonation token leaves the shell for a screen that says the impersonation ended.
 */
export function AuthGate() {
  const session = useSession();
  const config = useUiConfig();
  // The code loading since startup (the signed-in console and this address's screen) comes in before the shell, so
  // the shell appears in one piece with its screen.
  const startupCodeIn = useSettled(startupCode());
  if (session.ended?.reason === "impersonation" && isAuthenticated(session))
    return (
      <Suspense fallback={<ProviderLoadingScreen />}>
        <ImpersonationEndedScreen accessOwner={session.ended.accessOwner} onLogout={() => void logOut(config)} />
      </Suspense>
    );
  if (!isAuthenticated(session))
    return (
      <Suspense fallback={<ProviderLoadingScreen />}>
        <LoginRoute />
      </Suspense>
    );
  if (!startupCodeIn) return <ProviderLoadingScreen />;
  return (
    <ErrorBoundary FallbackComponent={EndingSession}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * A 401 that escaped the shell's own error screens (a sidebar's first load) must not leave the error screen above
 * the gate standing: the session ends and the gate shows the login. Any other error goes on to the route's error screen.
 */
function EndingSession({ error }: FallbackProps) {
  const refused = isRefusedCredentials(error);
  useEffect(() => {
    if (refused) endSession();
  }, [refused]);
  if (!refused) throw error;
  return <ProviderLoadingScreen />;
}
