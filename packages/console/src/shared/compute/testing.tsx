import { renderRoutes } from "../../testing/FeatureRoutes";
import { computeCategoryRoutes } from "./categoryRoutes";

/** Renders the Compute category's routes at `route` the way the console mounts them (configuration, toasts). */
export function renderComputeRoute(route: string) {
  return renderRoutes(computeCategoryRoutes, route);
}
