import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RouteFrame } from "./RouteFrame";

// Every compute screen is its own lazy chunk: none of it reaches the login route's bundle.
const ComputeScreen = lazy(() => import("./ComputeScreen").then((module) => ({ default: module.ComputeScreen })));
const VmCreateScreen = lazy(() => import("./VmCreate/VmCreateScreen").then((module) => ({ default: module.VmCreateScreen })));
const VmDetailScreen = lazy(() => import("./VmDetail/VmDetailScreen").then((module) => ({ default: module.VmDetailScreen })));

/** Compute routes (virtual machines, and the list of every compute resource), relative to /app. */
export const computeRoutes: RouteObject[] = [
  { path: "compute", element: <RouteFrame><ComputeScreen /></RouteFrame> },
  { path: "compute/create", element: <RouteFrame><VmCreateScreen /></RouteFrame> },
  { path: "compute/vm/:location/:vmId", element: <RouteFrame><VmDetailScreen /></RouteFrame> },
];
