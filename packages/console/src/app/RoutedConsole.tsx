import { lazy, Suspense } from "react";
import { BrowserRouter, useRoutes, type RouteObject } from "react-router";
import { ConfigLayout } from "../config/ConfigLayout";
import { APP_BASE_PATH } from "../config/runtime";
import { ReferralRoute } from "../features/billing/promotions/ReferralRoute";
import { AuthGate } from "../features/shell/AuthGate";
import { RouteErrorBoundary } from "../screens/RouteErrorBoundary";
import { ProviderLoadingScreen } from "./ProviderLoadingScreen";
import { ROUTES_WITHOUT_SESSION } from "./routesWithoutSession";

// Everything a signed-out visitor does not see loads on first visit: the signed-in console (shell, feature registry,
// every domain's routes) is one lazy chunk, so the login screen's first load carries none of it.
const SignedInRoutes = lazy(() => import("./SignedInRoutes").then((module) => ({ default: module.SignedInRoutes })));

const PaymentReturnScreen = lazy(() => import("../features/payment-return/PaymentReturnScreen").then((module) => ({ default: module.PaymentReturnScreen })));
const CallbackRoute = lazy(() => import("../features/callback/CallbackRoute").then((module) => ({ default: module.CallbackRoute })));
const VerifyEmailRoute = lazy(() => import("../features/callback/VerifyEmailRoute").then((module) => ({ default: module.VerifyEmailRoute })));

/** Every route of the console, relative to the base path /app; the signed-in ones are in SignedInRoutes. */
export const consoleRoutes: RouteObject[] = [
  { path: ROUTES_WITHOUT_SESSION.paymentReturn, element: <PaymentReturnScreen /> },
  // A referral link ({origin}/referral/{code}, sent here by the host): keeps the code and opens sign-up.
  { path: ROUTES_WITHOUT_SESSION.referral, element: <ReferralRoute /> },
  { path: ROUTES_WITHOUT_SESSION.loginCallback, element: <CallbackRoute /> },
  { path: ROUTES_WITHOUT_SESSION.verifyEmail, element: <VerifyEmailRoute /> },
  {
    element: <ConfigLayout />,
    children: [
      {
        element: <AuthGate />,
        // Signed out, every address shows the login screen (an unknown one says 'not found' after signing in).
        children: [{ path: "*", element: <SignedInRoutes /> }],
      },
    ],
  },
];

/**
 * The route tree, rendered declaratively with suspense queries: a data router would add 17 KB gzip to every screen
 * for loaders we do not need, since screens fetch through useSuspenseQuery.
 */
export function ConsoleRoutes() {
  const element = useRoutes(consoleRoutes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ProviderLoadingScreen />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The console under the router, at the base path: loaded once a session exists or at an address of its own. */
export function RoutedConsole() {
  return (
    <BrowserRouter basename={APP_BASE_PATH}>
      <ConsoleRoutes />
    </BrowserRouter>
  );
}
