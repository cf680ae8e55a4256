import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { COMPUTE_TYPES, ComputeScreen, computeRoutes, vmScreens } from "./routes";

export { COMPUTE_TYPES, ComputeScreen };
export { computeCatalogQueries } from "./queries";

/** Virtual machines, and the Compute category's list and sidebar (which also show bare metal). */
export const computeFeature = defineFeature({
  id: "compute",
  category: "compute",
  resourceTypes: {
    virtual_machine: { category: "compute", createPath: "/compute/create", flag: "vmsEnabled" },
  },
  routes: computeRoutes,
  sidebar: lazyScreen(() => import("./ComputeSidebar").then((module) => module.ComputeSidebar)),
  preload: vmScreens,
  enabled: (config) => config.vmsEnabled === true,
});
