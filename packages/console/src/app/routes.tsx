import { lazy, Suspense } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { ConfigLayout } from "../features/config/ConfigLayout";
import { accessRoutes } from "../features/access/routes";
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
const CallbackRoute = lazy(() => import("../features/callback/CallbackRoute").then((module) => ({ default: module.CallbackRoute })));
const VerifyEmailRoute = lazy(() => import("../features/callback/VerifyEmailRoute").then((module) => ({ default: module.VerifyEmailRoute })));
const Placeholder = lazy(() => import("../features/shell/PlaceholderScreen").then((module) => ({ default: module.PlaceholderScreen })));
const TypedCreatePlaceholder = lazy(() => import("../features/shell/TypedCreatePlaceholder").then((module) => ({ default: module.TypedCreatePlaceholder })));
const ProfileScreen = lazy(() => import("../features/profile/ProfileScreen").then((module) => ({ default: module.ProfileScreen })));
const EnabledOnly = lazy(() => import("../features/shell/EnabledOnly").then((module) => ({ default: module.EnabledOnly })));

/** A page that is not built yet: a clear placeholder inside the shell. */
const placeholder = (title: string) => <Placeholder title={title} />;

/** Network, access, storage, billing, services and profile routes (spec §2); built features replace the placeholders. */
const shellRoutes: RouteObject[] = [
  { path: "network", element: placeholder("Network") },
  { path: "network/create/:type", element: <TypedCreatePlaceholder category="network" /> },
  { path: "network/vpc/:location/:uuid", element: placeholder("VPC network") },
  { path: "network/load_balancer/:location/:uuid", element: placeholder("Load balancer") },
  { path: "network/ip_address/:location/:uuid", element: placeholder("Floating IP") },
  { path: "storage", element: placeholder("Storage") },
  { path: "storage/create", element: <EnabledOnly type="bucket">{placeholder("Create a bucket")}</EnabledOnly> },
  { path: "storage/bucket/:storageName", element: placeholder("Bucket") },
  { path: "billing", element: placeholder("Billing") },
  { path: "billing/create", element: placeholder("Create a billing account") },
  { path: "billing/account/:id", element: placeholder("Billing account") },
  { path: "billing/account/:id/edit", element: placeholder("Edit billing account") },
  { path: "services", element: placeholder("Services") },
  { path: "services/create", element: <EnabledOnly type="managed_service">{placeholder("Create a managed service")}</EnabledOnly> },
  { path: "services/service/:location/:serviceId", element: placeholder("Managed service") },
  { path: "profile", element: <ProfileScreen /> },
];

/** Every route of the console, relative to the base path /app; each feature contributes its own route objects. */
export const consoleRoutes: RouteObject[] = [
  { path: "payment_return", element: <PaymentReturnScreen /> },
  { path: "auth0_callback", element: <CallbackRoute /> },
  { path: "auth0_callback/verify", element: <VerifyEmailRoute /> },
  {
    element: <ConfigLayout />,
    children: [
      {
        element: <AuthGate />,
        children: [{ element: <AppShell />, children: [{ index: true, element: <HomeScreen /> }, ...computeRoutes, ...metalRoutes, ...accessRoutes, ...shellRoutes] }],
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
