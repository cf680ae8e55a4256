import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { accessRoutes, accessScreens } from "./routes";

/** Access: API tokens and access delegations (invitations to act for someone are answered on /profile). */
export const accessFeature = defineFeature({
  id: "access",
  category: "access",
  resourceTypes: {
    api_token: { category: "access", createPath: "/access/create/api_token" },
    access_delegation: { category: "access", createPath: "/access/create/access_delegation" },
    access_impersonation: { category: "access" },
  },
  routes: accessRoutes,
  sidebar: lazyScreen(() => import("./AccessSidebar").then((module) => module.AccessSidebar)),
  preload: accessScreens,
});
