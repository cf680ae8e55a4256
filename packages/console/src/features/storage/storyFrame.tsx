import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { storageRoutes } from "./routes";

/** The storage routes over a story's mock API. */
export function StorageStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={storageRoutes} />
    </MockApiStoryFrame>
  );
}
