import type { Meta, StoryObj } from "@storybook/react-vite";
import { CreationProgress } from "./CreationProgress";

const start = Date.now();

const meta = {
  title: "Screens/Creation progress",
  component: CreationProgress,
  args: { name: "web-1", startedAt: start, expectedMs: 60_000, createAnother: [{ type: "virtual machine", to: "/compute/create" }] },
} satisfies Meta<typeof CreationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking live from 0 %. */
export const Started: Story = {};

export const Halfway: Story = { args: { startedAt: 0, now: () => 30_000 } };

export const Done: Story = { args: { startedAt: 0, now: () => 90_000, createAnother: [{ type: "virtual machine", to: "/compute/create" }, { type: "bare metal server", to: "/metal/create" }] } };
