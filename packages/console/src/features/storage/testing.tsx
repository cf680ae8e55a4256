import { Route } from "react-router";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { storageRoutes } from "./routes";
import { StorageSidebar } from "./StorageSidebar";

/** Renders the storage routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderStorageRoute(route: string) {
  return renderRoutes(storageRoutes, route, <Route path="sidebar" element={<StorageSidebar />} />);
}
