import { Suspense, type ReactNode } from "react";
import { Route, Routes, type RouteObject } from "react-router";
import { RESOURCE_TYPES } from "../app/features";
import { ResourceTypesProvider } from "../app/resourceTypeTable";
import { ConsoleUiTexts } from "../app/uiTexts/ConsoleUiTexts";
import { ConfigLayout } from "../config/ConfigLayout";
import { ConsoleToaster } from "../toasts/ConsoleToaster";
import { renderScreen } from "./render";

/**
 * A feature's routes under the configuration layout, as the console mounts them, for tests and stories;
 * `children` are extra `<Route>`s (a sidebar at /sidebar, for example).
 */
export function FeatureRoutes({ routes, children }: { routes: readonly RouteObject[]; children?: ReactNode }) {
  return (
    <ConsoleUiTexts>
      <ResourceTypesProvider types={RESOURCE_TYPES}>
        <Routes>
          <Route element={<ConfigLayout />}>
            {routes.map((definition) => (
              <Route key={definition.path} path={definition.path} element={definition.element} />
            ))}
            {children}
          </Route>
        </Routes>
      </ResourceTypesProvider>
    </ConsoleUiTexts>
  );
}

/** Renders a feature's routes at `route` the way the console mounts them (configuration, toasts). */
export function renderRoutes(routes: readonly RouteObject[], route: string, extraRoutes?: ReactNode) {
  return renderScreen(
    <Suspense fallback="loading">
      <FeatureRoutes routes={routes}>{extraRoutes}</FeatureRoutes>
      <ConsoleToaster />
    </Suspense>,
    { route },
  );
}
