import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { ComputeStoryFrame, demoVm } from "../../../shared/compute/storyFrame";

const storageTab = (name: string) => {
  const vm = demoVm(name);
  return `/compute/vm/${vm.location}/${vm.uuid}?tab=storage`;
};

/** A VM's volumes on its storage tab: attach a detached volume of its location, detach one; against the story's mock API. */
const meta = {
  title: "Compute/VM volumes",
  component: ComputeStoryFrame,
  ...mockApiStory(storageTab("web-2"), { configName: "default" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None attached; the location's detached volumes offered. */
export const Detached: Story = {};
/** Being created: the VM cannot take a volume yet, and says why. */
export const VmInTransit: Story = { parameters: { route: storageTab("new-worker") } };
/** The volumes cannot be read: the card says so, the disks still show. */
export const Unreachable: Story = { args: { unreachable: /\/storage\/disks$/ } };

/** One attached: listed with its page and a detach that asks first. */
export const Attached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choice = await canvas.findByRole("combobox", { name: "Volume to attach" });
    await userEvent.selectOptions(choice, within(choice).getByRole("option", { name: "db-data · 50 GB" }));
    await userEvent.click(canvas.getByRole("button", { name: "Attach volume" }));
    await expect(await canvas.findByRole("table", { name: "Attached volumes" })).toBeInTheDocument();
  },
};
