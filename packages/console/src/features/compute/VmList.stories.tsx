import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { ComputeStoryFrame } from "../../shared/compute/storyFrame";

/** The compute list (/compute) over mock API presets: every state comes from the backend, as in the app. */
const meta = {
  title: "Compute/VM list",
  component: ComputeStoryFrame,
  ...mockApiStory("/compute", { configName: "default" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VMs in three locations, running, stopped and creating, and a bare metal lease. */
export const Demo: Story = {};

/** Narrowed by text: the count says how many of all are shown. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("searchbox", { name: "Search" }), "web");
    await expect(await canvas.findByText("2 of 7 virtual machines")).toBeInTheDocument();
  },
};

/** Nothing matches: the table says 'No records'. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("searchbox", { name: "Search" }), "no-such-machine");
    await expect(await canvas.findByText("No records")).toBeInTheDocument();
  },
};

/** A new account: empty states with the way to create the first resource. */
export const Empty: Story = { args: { preset: "empty" } };

/** 10,000 VMs (the `large` preset): the table is virtualised. */
export const TenThousand: Story = { args: { preset: "large" } };

/** The VM lists cannot be loaded: the error (with its text) and a retry, inside the shell. */
export const LoadError: Story = { args: { unreachable: /\/vm\/list/ } };

/** The metal provider: only bare metal. */
export const MetalOnly: Story = { args: { configName: "metal" } };

const onPhone = { viewport: { value: "mobile1", isRotated: false } };

/** On a phone: each VM a card (name and state, OS and size) and a "Sort by" select in place of the headers. */
export const Phone: Story = { globals: onPhone };

/** 10,000 VMs on a phone: cards of one height, still virtualised. */
export const TenThousandPhone: Story = { args: { preset: "large" }, globals: onPhone };
