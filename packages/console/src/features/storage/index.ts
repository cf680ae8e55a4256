import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { storageRoutes, storageScreens } from "./routes";


/** A VM's volumes for its storage tab (attach, detach), loaded with the tab. */
export const VmVolumesCard = lazyScreen(() => import("./volumes/VmVolumesCard").then((module) => module.VmVolumesCard));

/** Storage: object storage (buckets and S3 access) and volumes, the block storage disks VMs attach. */
export const storageFeature = defineFeature({
  id: "storage",
  category: "storage",
  resourceTypes: {
    bucket: { category: "storage", createPath: "/storage/create", flag: "storageEnabled" },
    // A volume is only of use attached to a VM: a site without VMs has none.
    volume: { category: "storage", createPath: "/storage/create/volume", flag: "vmsEnabled" },
  },
  routes: storageRoutes,
  sidebar: lazyScreen(() => import("./StorageSidebar").then((module) => module.StorageSidebar)),
  preload: storageScreens,
  enabled: (config) => config.storageEnabled === true || config.vmsEnabled === true,
});
