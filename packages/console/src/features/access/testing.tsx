import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { renderScreen } from "../../testing/render";
import { ConsoleToaster } from "../../toasts/ConsoleToaster";
import { ConfigLayout } from "../config/ConfigLayout";
import { AccessSidebar } from "./AccessSidebar";
import { accessRoutes } from "./routes";

/** Renders the access routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderAccessRoute(route: string) {
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          {accessRoutes.map((definition) => (
            <Route key={definition.path} path={definition.path} element={definition.element} />
          ))}
          <Route path="sidebar" element={<AccessSidebar />} />
        </Route>
      </Routes>
      <ConsoleToaster />
    </Suspense>,
    { route },
  );
}
