import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { ComputeStoryFrame, demoVm } from "../../../shared/compute/storyFrame";

const networkTab = (name: string) => {
  const vm = demoVm(name);
  return `/compute/vm/${vm.location}/${vm.uuid}?tab=network`;
};

/** A VM's firewalls on its network tab: the ones guarding it, detach, and attach another of its location; against the story's mock API. */
const meta = {
  title: "Compute/VM firewalls",
  component: ComputeStoryFrame,
  ...mockApiStory(networkTab("web-1"), { configName: "default" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's web firewall guards web-1: listed with its page and a detach. */
export const Guarded: Story = {};
/** No firewall guards web-2: the location's firewalls offered to attach. */
export const Unguarded: Story = { parameters: { route: networkTab("web-2") } };
export const Loading: Story = { args: { preset: "demo+slow" } };
/** The firewalls cannot be read: the card says so with a retry, the interfaces still show. */
export const Unreachable: Story = { args: { unreachable: /\/network\/firewalls$/ } };

/** Attaching fails: the error toast under its title, the choice kept. */
export const AttachFailed: Story = {
  args: { unreachable: /\/network\/firewalls\/[^/]+\/vms/ },
  parameters: { route: networkTab("web-2") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choice = await canvas.findByRole("combobox", { name: "Firewall" });
    await userEvent.selectOptions(choice, "web-firewall");
    await userEvent.click(canvas.getByRole("button", { name: "Attach" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to attach firewall")).toBeInTheDocument();
    await expect(choice).toHaveDisplayValue("web-firewall");
  },
};
