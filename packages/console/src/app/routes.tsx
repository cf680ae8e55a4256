import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { ConfigLayout } from "../features/config/ConfigLayout";
import { PaymentReturnScreen } from "../features/payment-return/PaymentReturnScreen";
import { AuthGate } from "../features/shell/AuthGate";
import { RouteErrorBoundary } from "../screens/RouteErrorBoundary";
import { ProviderLoadingScreen } from "./ProviderLoadingScreen";

// Screens behind the login load on first visit.
const AppShell = lazy(() => import("../features/shell/AppShell").then((module) => ({ default: module.AppShell })));
const HomeScreen = lazy(() => import("../features/shell/HomeScreen").then((module) => ({ default: module.HomeScreen })));
const NotFoundScreen = lazy(() => import("../features/not-found/NotFoundScreen").then((module) => ({ default: module.NotFoundScreen })));

/**
 * Every route of the console, relative to the base path /app. Declarative routes with suspense queries:
 * a data router would cost 17 KB gzip of the login route's 110 KB budget for loaders we do not need,
 * since screens fetch through useSuspenseQuery and prefetch with ensureQueryData where it pays.
 */
export function ConsoleRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ProviderLoadingScreen />}>
        <Routes>
          <Route path="payment_return" element={<PaymentReturnScreen />} />
          <Route element={<ConfigLayout />}>
            <Route element={<AuthGate />}>
              <Route element={<AppShell />}>
                <Route index element={<HomeScreen />} />
              </Route>
            </Route>
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
