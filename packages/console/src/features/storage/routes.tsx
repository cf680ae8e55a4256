import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every storage screen is its own lazy chunk: none of it reaches the login route's bundle.
const StorageScreen = lazyScreen(() => import("./StorageScreen").then((module) => module.StorageScreen));
const BucketCreateScreen = lazyScreen(() => import("./BucketCreateScreen").then((module) => module.BucketCreateScreen));
const BucketDetailScreen = lazyScreen(() => import("./BucketDetailScreen").then((module) => module.BucketDetailScreen));
const VolumeCreateScreen = lazyScreen(() => import("./volumes/VolumeCreateScreen").then((module) => module.VolumeCreateScreen));
const VolumeDetailScreen = lazyScreen(() => import("./volumes/VolumeDetailScreen").then((module) => module.VolumeDetailScreen));
const EnabledOnly = lazyScreen(() => import("../../screens/EnabledOnly").then((module) => module.EnabledOnly));

/** The storage screens, in the order a visitor usually opens them (for preloading while idle). */
export const storageScreens = [StorageScreen, BucketDetailScreen, VolumeDetailScreen, BucketCreateScreen, VolumeCreateScreen] as const;

const STORAGE_TYPES = ["bucket", "volume"] as const;

/** Storage routes, relative to /app. */
// A site without object storage (storageEnabled off) has no bucket addresses; one without VMs no volume addresses.
export const storageRoutes: RouteObject[] = [
  { path: "storage", element: <EnabledOnly type={STORAGE_TYPES}><RouteFrame><StorageScreen /></RouteFrame></EnabledOnly> },
  { path: "storage/create", element: <EnabledOnly type="bucket"><RouteFrame><BucketCreateScreen /></RouteFrame></EnabledOnly> },
  { path: "storage/bucket/:storageName", element: <EnabledOnly type="bucket"><RouteFrame><BucketDetailScreen /></RouteFrame></EnabledOnly> },
  { path: "storage/create/volume", element: <EnabledOnly type="volume"><RouteFrame><VolumeCreateScreen /></RouteFrame></EnabledOnly> },
  { path: "storage/volume/:location/:uuid", element: <EnabledOnly type="volume"><RouteFrame><VolumeDetailScreen /></RouteFrame></EnabledOnly> },
];
