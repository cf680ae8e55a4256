import { renderRoutes } from "../../testing/FeatureRoutes";
import { metalRoutes } from "../metal/routes";
import { computeRoutes } from "./routes";

/** Renders the compute and metal routes at `route` the way the console mounts them (configuration, toasts). */
export function renderComputeRoute(route: string) {
  return renderRoutes([...computeRoutes, ...metalRoutes], route);
}
