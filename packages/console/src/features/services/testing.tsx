import { Route } from "react-router";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { serviceRoutes } from "./routes";
import { ServicesSidebar } from "./ServicesSidebar";

/** Renders the services routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderServicesRoute(route: string) {
  return renderRoutes(serviceRoutes, route, <Route path="sidebar" element={<ServicesSidebar />} />);
}
