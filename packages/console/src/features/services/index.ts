import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { serviceRoutes, serviceScreens } from "./routes";

/** Managed services: databases and Kubernetes. */
export const servicesFeature = defineFeature({
  id: "services",
  category: "services",
  resourceTypes: {
    managed_service: { category: "services", createPath: "/services/create", flag: "servicesEnabled" },
  },
  routes: serviceRoutes,
  sidebar: lazyScreen(() => import("./ServicesSidebar").then((module) => module.ServicesSidebar)),
  preload: serviceScreens,
  enabled: (config) => config.servicesEnabled === true,
});
