import { lazy, Suspense } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { ConfigLayout } from "../features/config/ConfigLayout";
import { computeRoutes } from "../features/compute/routes";
import { metalRoutes } from "../features/metal/routes";
import { PaymentReturnScreen } from "../features/payment-return/PaymentReturnScreen";
import { AuthGate } from "../features/shell/AuthGate";
import { RouteErrorBoundary } from "../screens/RouteErrorBoundary";
import { ProviderLoadingScreen } from "./ProviderLoadingScreen";

// Screens behind the login load on first visit.
const AppShell = lazy(() => import("../features/shell/AppShell").then((module) => ({ default: module.AppShell })));
const HomeScreen = lazy(() => import("../features/shell/HomeScreen").then((module) => ({ default: module.HomeScreen })));
const NotFoundScreen = lazy(() => import("../features/not-found/NotFoundScreen").then((module) => ({ default: module.NotFoundScreen })));

/** Every route of the console, relative to the base path /app; each feature contributes its own route objects. */
export const consoleRoutes: RouteObject[] = [
  { path: "payment_return", element: <PaymentReturnScreen /> },
  {
    element: <ConfigLayout />,
    children: [
      {
        element: <AuthGate />,
        children: [{ element: <AppShell />, children: [{ index: true, element: <HomeScreen /> }, ...computeRoutes, ...metalRoutes] }],
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
