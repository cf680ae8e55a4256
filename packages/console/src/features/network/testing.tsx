import { Route } from "react-router";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { NetworkSidebar } from "./NetworkSidebar";
import { networkRoutes } from "./routes";

/** Renders the network routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderNetworkRoute(route: string) {
  return renderRoutes(networkRoutes, route, <Route path="sidebar" element={<NetworkSidebar />} />);
}
