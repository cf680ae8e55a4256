import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { renderScreen } from "../../testing/render";
import { ConsoleToaster } from "../../toasts/ConsoleToaster";
import { ConfigLayout } from "../config/ConfigLayout";
import { metalRoutes } from "../metal/routes";
import { computeRoutes } from "./routes";

/** Renders the compute and metal routes at `route` the way the console mounts them (configuration, toasts). */
export function renderComputeRoute(route: string) {
  const routes = [...computeRoutes, ...metalRoutes];
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          {routes.map((definition) => (
            <Route key={definition.path} path={definition.path} element={definition.element} />
          ))}
        </Route>
      </Routes>
      <ConsoleToaster />
    </Suspense>,
    { route },
  );
}
