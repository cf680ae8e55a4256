import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { testProvider } from "./testProvider";
import { RouteErrorBoundary } from "../screens/RouteErrorBoundary";
import { StoryProviders } from "./StoryProviders";

/** Renders a screen the way the console does (theme, query cache, router) and returns a user to drive it. */
export function renderScreen(ui: ReactElement, { route = "/" }: { route?: string } = {}) {
  const user = userEvent.setup();
  return { user, ...render(<StoryProviders provider={testProvider} route={route}>{ui}</StoryProviders>) };
}

/** Where a route under test sent the visitor: every other path renders "Landed on <path><query>". */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

/** Renders one route's element at `path` under the route error boundary, opened at `route`, for routes that redirect. */
export function renderRoute(path: string, element: ReactElement, route: string) {
  return renderScreen(
    <RouteErrorBoundary>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </RouteErrorBoundary>,
    { route },
  );
}
