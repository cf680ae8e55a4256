import { renderRoutes } from "../../testing/FeatureRoutes";
import { storageRoutes } from "./routes";

/** Renders the storage routes at `route` the way the console mounts them (configuration, toasts). */
export function renderStorageRoute(route: string) {
  return renderRoutes(storageRoutes, route);
}
