import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every services screen is its own lazy chunk: none of it reaches the login route's bundle.
const ServicesScreen = lazyScreen(() => import("./ServicesScreen").then((module) => module.ServicesScreen));
const ServiceCreateScreen = lazyScreen(() => import("./ServiceCreate/ServiceCreateScreen").then((module) => module.ServiceCreateScreen));
const ServiceDetailScreen = lazyScreen(() => import("./ServiceDetail/ServiceDetailScreen").then((module) => module.ServiceDetailScreen));
const EnabledOnly = lazyScreen(() => import("../../screens/EnabledOnly").then((module) => module.EnabledOnly));

/** The services screens, in the order a visitor usually opens them (for preloading while idle). */
export const serviceScreens = [ServicesScreen, ServiceDetailScreen, ServiceCreateScreen] as const;

/** Managed services routes, relative to /app; a site without services (servicesEnabled off) has none of them. */
export const serviceRoutes: RouteObject[] = [
  { path: "services", element: <EnabledOnly type="managed_service"><RouteFrame><ServicesScreen /></RouteFrame></EnabledOnly> },
  { path: "services/create", element: <EnabledOnly type="managed_service"><RouteFrame><ServiceCreateScreen /></RouteFrame></EnabledOnly> },
  { path: "services/service/:location/:serviceId", element: <EnabledOnly type="managed_service"><RouteFrame><ServiceDetailScreen /></RouteFrame></EnabledOnly> },
];
