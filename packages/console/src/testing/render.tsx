import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { warren } from "@cloudconsole/theme-warren";
import { StoryProviders } from "./StoryProviders";

/** Renders a screen the way the console does (theme, query cache, router) and returns a user to drive it. */
export function renderScreen(ui: ReactElement, { route = "/" }: { route?: string } = {}) {
  const user = userEvent.setup();
  return { user, ...render(<StoryProviders provider={warren} route={route}>{ui}</StoryProviders>) };
}
