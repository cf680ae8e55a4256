import { defineFeature } from "../../app/feature";
import { metalRoutes, metalScreens } from "./routes";

/** Bare metal: machine types, leases and their servers. */
export const metalFeature = defineFeature({
  id: "metal",
  category: "compute",
  resourceTypes: {
    bare_metal: { category: "compute", createPath: "/metal/create", flag: "bareMetalEnabled" },
  },
  routes: metalRoutes,
  preload: metalScreens,
  enabled: (config) => config.bareMetalEnabled === true,
});
