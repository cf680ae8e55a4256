import { Route } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { CommandPalette } from "./CommandPalette";
import { SearchLauncher } from "./launcher/SearchLauncher";

/** The palette, open, over a story's mock API; /launcher shows the header's search field instead. */
export function SearchStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={[]}>
        <Route path="palette" element={<CommandPalette open onOpenChange={() => undefined} />} />
        <Route path="launcher" element={<SearchLauncher />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}
