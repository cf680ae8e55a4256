import { Route } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, storyMockApi, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { serviceRoutes } from "./routes";
import { ServicesSidebar } from "./ServicesSidebar";

/** The services routes over a story's mock API; /sidebar shows the Services sidebar as the desktop shell does. */
export function ServicesStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={serviceRoutes}>
        <Route path="sidebar" element={<ServicesSidebar />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}

/** The route of the demo preset's PostgreSQL service page. */
export function demoServiceRoute(): string {
  const service = storyMockApi().store.state.services.find((candidate) => candidate.service === "postgresql");
  return `/services/service/${service?.location ?? "tll"}/${service?.uuid ?? ""}`;
}
