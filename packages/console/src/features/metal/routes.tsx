import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";
import { COMPUTE_TYPES, ComputeScreen } from "../compute";

const MetalCreateScreen = lazyScreen(() => import("./MetalCreateScreen").then((module) => module.MetalCreateScreen));
const MetalLeaseScreen = lazyScreen(() => import("./MetalLeaseScreen").then((module) => module.MetalLeaseScreen));
// EnabledOnly reads the registered features: lazy, so this route table does not import them while they register.
const EnabledOnly = lazyScreen(() => import("../../screens/EnabledOnly").then((module) => module.EnabledOnly));

/** The bare-metal screens, in the order a visitor usually opens them (for preloading while idle). */
export const metalScreens = [ComputeScreen, MetalLeaseScreen, MetalCreateScreen] as const;

/** Bare metal routes, relative to /app; /metal lists the leases (the Compute category's list, without VMs when they are off). */
// A site without bare metal (bareMetalEnabled off) has no lease addresses.
export const metalRoutes: RouteObject[] = [
  { path: "metal", element: <EnabledOnly type={COMPUTE_TYPES}><RouteFrame><ComputeScreen /></RouteFrame></EnabledOnly> },
  { path: "metal/create", element: <EnabledOnly type="bare_metal"><RouteFrame><MetalCreateScreen /></RouteFrame></EnabledOnly> },
  { path: "metal/lease/:uuid", element: <EnabledOnly type="bare_metal"><RouteFrame><MetalLeaseScreen /></RouteFrame></EnabledOnly> },
];
