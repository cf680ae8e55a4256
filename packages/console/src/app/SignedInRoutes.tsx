import { lazy, useEffect } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { AppShell } from "../features/shell/AppShell";
import { featureRoutes } from "./features";
import { holdPreloadsWhile } from "./lazyScreen";

const NotFoundScreen = lazy(() => import("../features/not-found/NotFoundScreen").then((module) => ({ default: module.NotFoundScreen })));

/** The signed-in console: the shell around every feature's routes, and 'not found' for any other path. */
export const signedInRoutes: RouteObject[] = [
  { element: <AppShell />, children: featureRoutes },
  { path: "*", element: <NotFoundScreen /> },
];

/**
 * Everything behind the login, loaded as one lazy chunk once a session exists: the feature registry (every domain's
 * route table, sidebar and preload list) and the shell never reach a signed-out visitor's first load.
 */
export function SignedInRoutes() {
  // The idle prefetch of other screens waits while the console fetches data (the screen's own first).
  const client = useQueryClient();
  useEffect(() => holdPreloadsWhile(() => client.isFetching() > 0), [client]);
  return useRoutes(signedInRoutes);
}
