import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { storageRoutes, storageScreens } from "./routes";

/** Object storage: buckets and S3 access. */
export const storageFeature = defineFeature({
  id: "storage",
  category: "storage",
  resourceTypes: {
    bucket: { label: "Bucket", category: "storage", createPath: "/storage/create", flag: "storageEnabled" },
  },
  routes: storageRoutes,
  sidebar: lazyScreen(() => import("./StorageSidebar").then((module) => module.StorageSidebar)),
  preload: storageScreens,
  enabled: (config) => config.storageEnabled === true,
});
