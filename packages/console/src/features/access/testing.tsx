import { Route } from "react-router";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { AccessSidebar } from "./AccessSidebar";
import { accessRoutes } from "./routes";

/** Renders the access routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderAccessRoute(route: string) {
  return renderRoutes(accessRoutes, route, <Route path="sidebar" element={<AccessSidebar />} />);
}
