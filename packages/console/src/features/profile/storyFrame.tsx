import { Route } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { ImpersonationBanner } from "../impersonation";
import { PlaceholderScreen } from "../../screens/PlaceholderScreen";
import { ProfileScreen } from "./ProfileScreen";

/**
 * /profile over a fresh in-memory mock API ("demo": the user is an admin; "empty": a customer), with the impersonation
 * banner and a home page, so starting and returning from impersonation can be tried in the story.
 */
export function ProfileStoryFrame(props: Omit<MockApiStoryProps, "children">) {
  return (
    <MockApiStoryFrame preset="demo" {...props} session banner={<ImpersonationBanner />}>
      <FeatureRoutes routes={[{ path: "/profile", element: <ProfileScreen /> }]}>
        <Route path="*" element={<PlaceholderScreen title="Home" message="Where the console goes when impersonation starts." />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}
