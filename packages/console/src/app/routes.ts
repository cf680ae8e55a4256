// Which addresses need the router, and loading the routed console: nothing here imports the router, so the login
// screen's first load carries none of it.
import { LoginRoute } from "../features/login";
import { isAuthenticated } from "../session/sessionStore";
import { awaitStartupCode } from "./startupCode";
import { ROUTES_WITHOUT_SESSION } from "./routesWithoutSession";
import type * as RoutedConsoleModule from "./RoutedConsole";
import type * as SignedInRoutesModule from "./SignedInRoutes";

const ownFirstSegments = new Set(Object.values(ROUTES_WITHOUT_SESSION).map((path) => path.split("/")[0]));

/** Whether `pathname` (relative to the base path) is one of the addresses the router shows without a session. */
export function isRouteWithoutSession(pathname: string): boolean {
  return ownFirstSegments.has(pathname.replace(/^\/+/, "").split("/")[0] ?? "");
}

let routedLoading: Promise<typeof RoutedConsoleModule> | undefined;
let signedInLoading: Promise<typeof SignedInRoutesModule> | undefined;

/** The router and the console's route tree: one lazy chunk, which a signed-out visitor's login screen never needs. */
export const loadRoutedConsole = () => (routedLoading ??= import("./RoutedConsole"));
/** The signed-in console (shell, feature registry, every domain's routes): one lazy chunk, loaded once a session exists. */
const loadSignedIn = () => (signedInLoading ??= import("./SignedInRoutes"));

/**
 * With a session, the router, the signed-in console's code and the screen at `pathname` (relative to the base path)
 * start loading at once, alongside the site configuration, instead of one after the other. Signed out, the login
 * screen's code does (the login shell the build wrote into the page stands in for it meanwhile).
 */
export function preloadFirstScreen(pathname: string): void {
  if (!isAuthenticated()) {
    // A failed fetch is the visit's to report: the login screen's error screen offers a reload.
    LoginRoute.preload().catch(() => undefined);
    return;
  }
  awaitStartupCode(Promise.all([loadRoutedConsole(), loadSignedIn().then((module) => module.preloadScreensAt(pathname))]));
}
