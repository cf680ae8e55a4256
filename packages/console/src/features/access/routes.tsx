import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every access screen is its own lazy chunk: none of it reaches the login route's bundle.
const AccessScreen = lazyScreen(() => import("./AccessScreen").then((module) => module.AccessScreen));
const AccessCreateScreen = lazyScreen(() => import("./AccessCreateScreen").then((module) => module.AccessCreateScreen));
const TokenDetailScreen = lazyScreen(() => import("./TokenDetailScreen").then((module) => module.TokenDetailScreen));
const DelegationDetailScreen = lazyScreen(() => import("./DelegationDetailScreen").then((module) => module.DelegationDetailScreen));

/** The access screens, in the order a visitor usually opens them (for preloading while idle). */
export const accessScreens = [AccessScreen, TokenDetailScreen, DelegationDetailScreen, AccessCreateScreen] as const;

/** Access routes (API tokens and access delegations; invitations live on /profile), relative to /app. */
export const accessRoutes: RouteObject[] = [
  { path: "access", element: <RouteFrame><AccessScreen /></RouteFrame> },
  { path: "access/create/:type", element: <RouteFrame><AccessCreateScreen /></RouteFrame> },
  { path: "access/delegation/:id", element: <RouteFrame><DelegationDetailScreen /></RouteFrame> },
  { path: "access/token/:id", element: <RouteFrame><TokenDetailScreen /></RouteFrame> },
];
