import { Route } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, storyMockApi, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { AccessSidebar } from "./AccessSidebar";
import { accessRoutes } from "./routes";

/** The access routes over a story's mock API; /sidebar shows the Access sidebar as the desktop shell does. */
export function AccessStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={accessRoutes}>
        <Route path="sidebar" element={<AccessSidebar />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}

/** The ids of the demo preset's token and delegation, for detail stories' routes. */
export function demoAccess(): { tokenId: number; delegationId: number } {
  const { state } = storyMockApi().store;
  return { tokenId: state.tokens.find((token) => token.restricted)?.id ?? 0, delegationId: state.delegations[0]?.id ?? 0 };
}
