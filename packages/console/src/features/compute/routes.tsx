import type { RouteObject } from "react-router";
import { PlaceholderScreen } from "../shell/PlaceholderScreen";

/** Compute routes (virtual machines), relative to /app. */
export const computeRoutes: RouteObject[] = [
  { path: "compute", element: <PlaceholderScreen title="Compute" /> },
  { path: "compute/create", element: <PlaceholderScreen title="Create a virtual machine" /> },
  { path: "compute/vm/:location/:vmId", element: <PlaceholderScreen title="Virtual machine" /> },
];
