import { lazy, Suspense } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { ConfigLayout } from "../config/ConfigLayout";
import { ReferralRoute } from "../features/billing/promotions/ReferralRoute";
import { AuthGate } from "../features/shell/AuthGate";
import { RouteErrorBoundary } from "../screens/RouteErrorBoundary";
import { isAuthenticated } from "../session/sessionStore";
import { ProviderLoadingScreen } from "./ProviderLoadingScreen";
import { awaitStartupCode } from "./startupCode";
import type * as SignedInRoutesModule from "./SignedInRoutes";

// Everything a signed-out visitor does not see loads on first visit: the signed-in console (shell, feature registry,
// every domain's routes) is one lazy chunk, so the login screen's first load carries none of it.
type SignedInModule = typeof SignedInRoutesModule;
let signedInLoading: Promise<SignedInModule> | undefined;
const loadSignedIn = () => (signedInLoading ??= import("./SignedInRoutes"));
const SignedInRoutes = lazy(() => loadSignedIn().then((module) => ({ default: module.SignedInRoutes })));

/**
 * With a session, the signed-in console's code and the screen at `pathname` (relative to the base path) start
 * loading at once, alongside the site configuration, instead of one after the other. Signed out, nothing loads.
 */
export function preloadSignedInConsole(pathname: string): void {
  if (!isAuthenticated()) return;
  awaitStartupCode(loadSignedIn().then((module) => module.preloadScreensAt(pathname)));
}

const PaymentReturnScreen = lazy(() => import("../features/payment-return/PaymentReturnScreen").then((module) => ({ default: module.PaymentReturnScreen })));
const CallbackRoute = lazy(() => import("../features/callback/CallbackRoute").then((module) => ({ default: module.CallbackRoute })));
const VerifyEmailRoute = lazy(() => import("../features/callback/VerifyEmailRoute").then((module) => ({ default: module.VerifyEmailRoute })));

/** Every route of the console, relative to the base path /app; the signed-in ones are in SignedInRoutes. */
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
        // Signed out, every address shows the login screen (an unknown one says 'not found' after signing in).
        children: [{ path: "*", element: <SignedInRoutes /> }],
      },
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
