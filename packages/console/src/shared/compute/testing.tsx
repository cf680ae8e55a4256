import type { MockServer } from "@cloudconsole/mock-api/node";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { computeCategoryRoutes } from "./categoryRoutes";

/** Renders the Compute category's routes at `route` the way the console mounts them (configuration, toasts). */
export function renderComputeRoute(route: string) {
  return renderRoutes(computeCategoryRoutes, route);
}

/** Adds `count` VMs named bulk-0000… to a mock API's store, copies of its first VM in that VM's location. */
export function addVms(mock: MockServer, count: number) {
  const [first] = mock.store.state.vms;
  if (!first) throw new Error("the demo preset has no VM");
  for (let index = 0; index < count; index++) {
    const name = `bulk-${String(index).padStart(4, "0")}`;
    mock.store.state.vms.push({ ...first, uuid: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, name, hostname: name });
  }
}
