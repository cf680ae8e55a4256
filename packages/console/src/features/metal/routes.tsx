import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";
import { ComputeScreen } from "../compute";

const MetalCreateScreen = lazyScreen(() => import("./MetalCreateScreen").then((module) => module.MetalCreateScreen));
const MetalLeaseScreen = lazyScreen(() => import("./MetalLeaseScreen").then((module) => module.MetalLeaseScreen));

/** The bare-metal screens, in the order a visitor usually opens them (for preloading while idle). */
export const metalScreens = [ComputeScreen, MetalLeaseScreen, MetalCreateScreen] as const;

/** Bare metal routes, relative to /app; /metal lists the leases (the Compute category's list, without VMs when they are off). */
export const metalRoutes: RouteObject[] = [
  { path: "metal", element: <RouteFrame><ComputeScreen /></RouteFrame> },
  { path: "metal/create", element: <RouteFrame><MetalCreateScreen /></RouteFrame> },
  { path: "metal/lease/:uuid", element: <RouteFrame><MetalLeaseScreen /></RouteFrame> },
];
