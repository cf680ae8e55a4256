import type { Meta, StoryObj } from "@storybook/react-vite";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { ComputeSidebar } from "./ComputeSidebar";
import { ComputeStoryFrame } from "../../shared/compute/storyFrame";

/** The Compute category's 320 px sidebar, as the shell mounts it. */
const meta = {
  title: "Compute/Sidebar",
  component: ComputeStoryFrame,
  ...mockApiStory("/sidebar", { configName: "default", children: <ComputeSidebar /> }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {};
export const Empty: Story = { args: { preset: "empty" } };
export const TenThousand: Story = { args: { preset: "large" } };
export const MetalOnly: Story = { args: { configName: "metal" } };
