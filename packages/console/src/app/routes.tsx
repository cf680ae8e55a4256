import { lazy, Suspense } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { ConfigLayout } from "../config/ConfigLayout";
import { ReferralRoute } from "../features/billing/promotions/ReferralRoute";
import { PaymentReturnScreen } from "../features/payment-return/PaymentReturnScreen";
import { AuthGate } from "../features/shell/AuthGate";
import { RouteErrorBoundary } from "../screens/RouteErrorBoundary";
import { featureRoutes } from "./features";
import { ProviderLoadingScreen } from "./ProviderLoadingScreen";

// Screens behind the login load on first visit.
const AppShell = lazy(() => import("../features/shell/AppShell").then((module) => ({ default: module.AppShell })));
const NotFoundScreen = lazy(() => import("../features/not-found/NotFoundScreen").then((module) => ({ default: module.NotFoundScreen })));
const CallbackRoute = lazy(() => import("../features/callback/CallbackRoute").then((module) => ({ default: module.CallbackRoute })));
const VerifyEmailRoute = lazy(() => import("../features/callback/VerifyEmailRoute").then((module) => ({ default: module.VerifyEmailRoute })));

/** Every route of the console, relative to the base path /app; the signed-in ones come from the feature registry. */
export const consoleRoutes: RouteObject[] = [
  { path: "payment_return", element: <PaymentReturnScreen /> },
  // A referral link ({origin}/referral/{code}, sent here by the host): keeps the code and opens sign-up.
  { path: "referral/:code", element: <ReferralRoute /> },
  { path: "auth0_callback", element: <CallbackRoute /> },
  { path: "auth0_callback/verify", element: <VerifyEmailRoute /> },
  {
    element: <ConfigLayout />,
    children: [
      {
        element: <AuthGate />,
        children: [{ element: <AppShell />, children: featureRoutes }],
      },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The route tree, rendered declaratively with suspense queries: a data router would cost 17 KB gzip of the
 * login route's 110 KB budget for loaders we do not need, since screens fetch through useSuspenseQuery.
 */
export function ConsoleRoutes() {
  const element = useRoutes(consoleRoutes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ProviderLoadingScreen />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
