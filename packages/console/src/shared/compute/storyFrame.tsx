import type { ReactNode } from "react";
import { Route } from "react-router";
import type { MockConfigName } from "@cloudconsole/mock-api";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, storyMockApi, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { computeCategoryRoutes } from "./categoryRoutes";

/** The Compute category's routes over a story's mock API; `children` show at /sidebar, in the shell's sidebar column. */
export function ComputeStoryFrame({ children, ...backend }: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={computeCategoryRoutes}>
        <Route path="sidebar" element={<SidebarSlot>{children}</SidebarSlot>} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}

function SidebarSlot({ children }: { children?: ReactNode }) {
  return <div style={{ width: 320, height: 600, display: "flex", flexDirection: "column" }}>{children}</div>;
}

/** The uuid of a VM of the demo preset, for detail stories' routes. */
export function demoVm(name: string, configName: MockConfigName = "default"): { uuid: string; location: string } {
  const vm = storyMockApi({ configName }).store.state.vms.find((candidate) => candidate.name === name);
  return { uuid: vm?.uuid ?? "missing", location: vm?.location ?? "tll" };
}
