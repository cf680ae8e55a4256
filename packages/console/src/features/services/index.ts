import { defineFeature } from "../../app/feature";
import { placeholderRoute } from "../../screens/placeholders";

/** Managed services: databases and Kubernetes. Its screens are not built yet. */
export const servicesFeature = defineFeature({
  id: "services",
  category: "services",
  resourceTypes: {
    managed_service: { label: "Managed service", category: "services", createPath: "/services/create", flag: "servicesEnabled" },
  },
  routes: [
    placeholderRoute("services", "Services"),
    placeholderRoute("services/create", "Create a managed service", { onlyWhen: "managed_service" }),
    placeholderRoute("services/service/:location/:serviceId", "Managed service"),
  ],
});
