import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every compute screen is its own lazy chunk: none of it reaches the login route's bundle.
export const ComputeScreen = lazyScreen(() => import("./ComputeScreen").then((module) => module.ComputeScreen));
const VmCreateScreen = lazyScreen(() => import("./VmCreate/VmCreateScreen").then((module) => module.VmCreateScreen));
const VmDetailScreen = lazyScreen(() => import("./VmDetail/VmDetailScreen").then((module) => module.VmDetailScreen));
// EnabledOnly reads the registered features: lazy, so this route table does not import them while they register.
const EnabledOnly = lazyScreen(() => import("../../screens/EnabledOnly").then((module) => module.EnabledOnly));

/** The virtual-machine screens, in the order a visitor usually opens them (for preloading while idle). */
export const vmScreens = [ComputeScreen, VmDetailScreen, VmCreateScreen] as const;

/** The Compute category's kinds: its list exists where the site sells either. */
export const COMPUTE_TYPES = ["virtual_machine", "bare_metal"] as const;

/** Compute routes (virtual machines, and the list of every compute resource), relative to /app. */
// A site without VMs (vmsEnabled off) has no VM addresses: its /compute/create would otherwise offer a VM form.
export const computeRoutes: RouteObject[] = [
  { path: "compute", element: <EnabledOnly type={COMPUTE_TYPES}><RouteFrame><ComputeScreen /></RouteFrame></EnabledOnly> },
  { path: "compute/create", element: <EnabledOnly type="virtual_machine"><RouteFrame><VmCreateScreen /></RouteFrame></EnabledOnly> },
  { path: "compute/vm/:location/:vmId", element: <EnabledOnly type="virtual_machine"><RouteFrame><VmDetailScreen /></RouteFrame></EnabledOnly> },
];
