import type { RouteObject } from "react-router";
import { PlaceholderScreen } from "../shell/PlaceholderScreen";

/** Bare metal routes, relative to /app. */
export const metalRoutes: RouteObject[] = [
  { path: "metal/create", element: <PlaceholderScreen title="Lease a bare metal server" /> },
  { path: "metal/lease/:uuid", element: <PlaceholderScreen title="Bare metal lease" /> },
];
