import { Route } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { storageRoutes } from "./routes";
import { StorageSidebar } from "./StorageSidebar";

/** The storage routes over a story's mock API; /sidebar shows the Storage sidebar as the desktop shell does. */
export function StorageStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={storageRoutes}>
        <Route path="sidebar" element={<StorageSidebar />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}
