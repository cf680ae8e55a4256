import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RouteFrame } from "../compute/RouteFrame";

const ComputeScreen = lazy(() => import("../compute/ComputeScreen").then((module) => ({ default: module.ComputeScreen })));
const MetalCreateScreen = lazy(() => import("./MetalCreateScreen").then((module) => ({ default: module.MetalCreateScreen })));
const MetalLeaseScreen = lazy(() => import("./MetalLeaseScreen").then((module) => ({ default: module.MetalLeaseScreen })));

/** Bare metal routes, relative to /app; /metal lists the leases (the compute list without VMs when they are off). */
export const metalRoutes: RouteObject[] = [
  { path: "metal", element: <RouteFrame><ComputeScreen /></RouteFrame> },
  { path: "metal/create", element: <RouteFrame><MetalCreateScreen /></RouteFrame> },
  { path: "metal/lease/:uuid", element: <RouteFrame><MetalLeaseScreen /></RouteFrame> },
];
