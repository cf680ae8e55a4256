import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every compute screen is its own lazy chunk: none of it reaches the login route's bundle.
export const ComputeScreen = lazyScreen(() => import("./ComputeScreen").then((module) => module.ComputeScreen));
const VmCreateScreen = lazyScreen(() => import("./VmCreate/VmCreateScreen").then((module) => module.VmCreateScreen));
const VmDetailScreen = lazyScreen(() => import("./VmDetail/VmDetailScreen").then((module) => module.VmDetailScreen));

/** The virtual-machine screens, in the order a visitor usually opens them (for preloading while idle). */
export const vmScreens = [ComputeScreen, VmDetailScreen, VmCreateScreen] as const;

/** Compute routes (virtual machines, and the list of every compute resource), relative to /app. */
export const computeRoutes: RouteObject[] = [
  { path: "compute", element: <RouteFrame><ComputeScreen /></RouteFrame> },
  { path: "compute/create", element: <RouteFrame><VmCreateScreen /></RouteFrame> },
  { path: "compute/vm/:location/:vmId", element: <RouteFrame><VmDetailScreen /></RouteFrame> },
];
