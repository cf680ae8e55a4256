import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { ComputeStoryFrame, demoVm } from "../../../shared/compute/storyFrame";

const path = (name: string, tab?: string) => {
  const vm = demoVm(name);
  return `/compute/vm/${vm.location}/${vm.uuid}${tab ? `?tab=${tab}` : ""}`;
};

/** A VM's page (/compute/vm/{location}/{vmId}) in each state and tab; actions run against the story's mock API. */
const meta = {
  title: "Compute/VM detail",
  component: ComputeStoryFrame,
  ...mockApiStory(path("web-1"), { configName: "default" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Stopped: Story = { parameters: { route: path("db-primary") } };
/** Being created: every action waits, and the page refreshes itself. */
export const Creating: Story = { parameters: { route: path("new-worker") } };
export const Storage: Story = { parameters: { route: path("web-2", "storage") } };
export const BackupsAndSnapshots: Story = { parameters: { route: path("web-1", "backups") } };
export const Network: Story = { parameters: { route: path("web-1", "network") } };
/** Running: resize says why it is not possible; password change is open. */
export const SettingsRunning: Story = { parameters: { route: path("web-1", "settings") } };
/** Stopped: resize is open; password change says why it is not possible. */
export const SettingsStopped: Story = { parameters: { route: path("db-primary", "settings") } };

/** Delete asks for the name. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeInTheDocument();
  },
};

/** A failed action: the spec's title over the error text with its correlation id. */
export const ActionFailed: Story = {
  args: { preset: "demo+errors" },
  parameters: { route: path("db-primary") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Start" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(/Failed to start virtual machine \[/)).toBeInTheDocument();
  },
};

/** A VM that is not in its location's list (deleted, or never there): says so, with the way back to the list. */
export const NotFound: Story = { parameters: { route: "/compute/vm/tll/00000000-0000-0000-0000-000000000000" } };

/** Booted from an ISO: the overview names the image until the VM next stops (the ISO boots once). */
export const BootedFromIso: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Boot from ISO" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Boot from ISO" }));
    await expect(await canvas.findByText(/^Booted from ISO/)).toBeInTheDocument();
  },
};
