import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { ComputeStoryFrame, demoVm } from "../../../shared/compute/storyFrame";

const path = (name: string) => {
  const vm = demoVm(name);
  return `/compute/vm/${vm.location}/${vm.uuid}`;
};

/** Opens the VM's Boot from ISO dialog; what the dialog shows is in the page's body (it renders outside the canvas). */
async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Boot from ISO" }));
  return within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"));
}

/** Boot from ISO on a VM's page: the platform's boot images to choose from, then the VM restarts from the one chosen. */
const meta = {
  title: "Compute/VM detail/Boot from ISO",
  component: ComputeStoryFrame,
  ...mockApiStory(path("web-1"), { configName: "default" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The images listed, the platform's rescue system chosen first. */
export const ChooseImage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole("radio", { name: /SystemRescue/ })).toBeChecked();
  },
};

/** The images are still on their way. */
export const LoadingImages: Story = {
  args: { preset: "demo+slow" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole("progressbar", { name: "Loading boot images" })).toBeInTheDocument();
  },
};

/** The images cannot be read: the dialog says so, with a retry, and boots nothing. */
export const ImagesUnavailable: Story = {
  args: { unreachable: /\/config\/boot_images$/ },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText("Could not load the boot images")).toBeInTheDocument();
  },
};

/** The platform refuses the boot: the failure's title and words, the dialog and the choice kept. */
export const BootRefused: Story = {
  args: { unreachable: /\/vm\/boot_iso_media$/ },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole("radio", { name: /Ubuntu Server/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Boot from ISO" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to boot from ISO")).toBeInTheDocument();
  },
};

/** Being created: Boot from ISO waits, like the other actions. */
export const WhileCreating: Story = {
  parameters: { route: path("new-worker") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Boot from ISO" })).toBeDisabled();
  },
};
