import { renderRoutes } from "../../testing/FeatureRoutes";
import { serviceRoutes } from "./routes";

/** Renders the services routes at `route` the way the console mounts them (configuration, toasts). */
export function renderServicesRoute(route: string) {
  return renderRoutes(serviceRoutes, route);
}
