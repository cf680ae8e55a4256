import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { ProfileStoryFrame } from "../storyFrame";
import { SSH_KEY_FORMAT_MESSAGE } from "./sshPublicKey";

/** The SSH keys card on /profile: the saved keys, adding one by pasting it, deleting one. */
const meta = {
  title: "Profile/SSH keys",
  component: ProfileStoryFrame,
  ...mockApiStory("/profile"),
} satisfies Meta<typeof ProfileStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's two keys, with their fingerprints. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "Your SSH keys" }));
    await expect(await table.findByText("laptop")).toBeInTheDocument();
    await expect(await table.findAllByText(/^SHA256:/)).toHaveLength(2);
  },
};

/** No keys saved yet: the card says so above the form. */
export const Empty: Story = {
  args: { prepare: (store) => void (store.state.sshKeys = []) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No SSH keys yet. Add one below.")).toBeInTheDocument();
  },
};

/** The keys are still on their way. */
export const Loading: Story = { args: { preset: "demo+slow" } };

/** The keys cannot be read: the card says so, with a retry; the rest of the page still works. */
export const Unavailable: Story = {
  args: { unreachable: /\/user-resource\/ssh_keys$/ },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Could not load your SSH keys")).toBeInTheDocument();
  },
};

/** A name left empty and a line that is not a public key are refused before anything is sent. */
export const InvalidKey: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole("form", { name: "Add an SSH key" }));
    await userEvent.type(form.getByRole("textbox", { name: /^Public key/ }), "ssh-rsa not-a-key");
    await userEvent.click(form.getByRole("button", { name: "Add SSH key" }));
    await expect(await form.findByText(SSH_KEY_FORMAT_MESSAGE)).toBeInTheDocument();
    await expect(form.getByText("This field is required")).toBeInTheDocument();
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete SSH key laptop" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog", { name: "Delete SSH key laptop?" })).toBeInTheDocument();
  },
};

/** A site without virtual machines (the metal configuration): no keys to keep, so no card. */
export const NoVirtualMachines: Story = {
  args: { configName: "metal" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Your details" });
    await expect(canvas.queryByRole("region", { name: "SSH keys" })).not.toBeInTheDocument();
  },
};
