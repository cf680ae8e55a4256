import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every storage screen is its own lazy chunk: none of it reaches the login route's bundle.
const StorageScreen = lazyScreen(() => import("./StorageScreen").then((module) => module.StorageScreen));
const BucketCreateScreen = lazyScreen(() => import("./BucketCreateScreen").then((module) => module.BucketCreateScreen));
const BucketDetailScreen = lazyScreen(() => import("./BucketDetailScreen").then((module) => module.BucketDetailScreen));
const EnabledOnly = lazyScreen(() => import("../../screens/EnabledOnly").then((module) => module.EnabledOnly));

/** The storage screens, in the order a visitor usually opens them (for preloading while idle). */
export const storageScreens = [StorageScreen, BucketDetailScreen, BucketCreateScreen] as const;

/** Object storage routes, relative to /app. */
// A site without object storage (storageEnabled off) has none of these addresses.
export const storageRoutes: RouteObject[] = [
  { path: "storage", element: <EnabledOnly type="bucket"><RouteFrame><StorageScreen /></RouteFrame></EnabledOnly> },
  { path: "storage/create", element: <EnabledOnly type="bucket"><RouteFrame><BucketCreateScreen /></RouteFrame></EnabledOnly> },
  { path: "storage/bucket/:storageName", element: <EnabledOnly type="bucket"><RouteFrame><BucketDetailScreen /></RouteFrame></EnabledOnly> },
];
