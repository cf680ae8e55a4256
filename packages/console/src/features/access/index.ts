import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { accessRoutes, accessScreens } from "./routes";

/** Access: API tokens and access delegations (invitations to act for someone are answered on /profile). */
export const accessFeature = defineFeature({
  id: "access",
  category: "access",
  resourceTypes: {
    api_token: { label: "API token", category: "access", createPath: "/access/create/api_token" },
    access_delegation: { label: "Access delegation", category: "access", createPath: "/access/create/access_delegation" },
    access_impersonation: { label: "Access invitation", category: "access" },
  },
  routes: accessRoutes,
  sidebar: lazyScreen(() => import("./AccessSidebar").then((module) => module.AccessSidebar)),
  preload: accessScreens,
});
