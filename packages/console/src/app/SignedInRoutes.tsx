import { Children, isValidElement, lazy, useEffect, type ReactNode } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { AppShell } from "../features/shell/AppShell";
import type { Preloadable } from "./feature";
import { featureRoutes, RESOURCE_TYPES, sidebarOf } from "./features";
import { holdPreloadsWhile } from "./lazyScreen";
import { categoryOfPath } from "./resourceTypes";
import { ResourceTypesProvider } from "./resourceTypeTable";
import { ConsoleUiTexts } from "./uiTexts/ConsoleUiTexts";

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
  const routes = useRoutes(signedInRoutes);
  // Screens read the registry's resource types from here: importing the registry would import their own feature.
  // The design system's components speak the customer's language from here on (the login screen names its own).
  return (
    <ConsoleUiTexts>
      <ResourceTypesProvider types={RESOURCE_TYPES}>{routes}</ResourceTypesProvider>
    </ConsoleUiTexts>
  );
}

/**
 * Loads the code of what the console shows at `pathname` (relative to the base path): its screen and its category's
 * sidebar. Called as soon as this chunk is in, so the screen's code arrives with the site configuration rather than
 * after the shell has rendered. Settles when all of it has (a failed chunk is loaded and reported again by the visit).
 */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const screens = (matchRoutes(signedInRoutes, pathname) ?? []).flatMap(({ route }) => lazyScreensIn(route.element));
  const category = categoryOfPath(pathname);
  const sidebar = category && sidebarOf(category);
  if (sidebar) screens.push(sidebar);
  return Promise.allSettled(screens.map((screen) => screen.preload()));
}

/** The lazy screens a route's element shows: the element's own type and those it wraps (a frame or a gate around a screen). */
function lazyScreensIn(node: ReactNode): Preloadable[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const type = node.type as Partial<Preloadable>;
  const own = typeof type.preload === "function" ? [type as Preloadable] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(lazyScreensIn)];
}
