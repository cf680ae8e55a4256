import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory, storyMockApi } from "../../../testing/MockApiStoryFrame";
import { StorageStoryFrame } from "../storyFrame";

/** The demo preset's volume named `name`, as its page's route. */
function volumePath(name: string): string {
  const disk = storyMockApi().store.state.blockDisks?.find((candidate) => candidate.display_name === name);
  return disk ? `/storage/volume/${disk.location}/${disk.uuid}` : "/storage";
}

/** Volumes (block storage disks): listed on the Storage page, created, attached, detached and deleted against the story's mock API. */
const meta = {
  title: "Storage/Volumes",
  component: StorageStoryFrame,
  ...mockApiStory("/storage", { configName: "default" }),
} satisfies Meta<typeof StorageStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { preset: "empty" } };
export const Loading: Story = { args: { preset: "demo+slow" } };
/** The volumes cannot be read: their section says so, the buckets still show. */
export const ListUnreachable: Story = { args: { unreachable: /\/storage\/disks$/ } };
/** A site without object storage: the page is its volumes alone. */
export const VolumesOnly: Story = { args: { prepare: (store) => void (store.state.ui.storageEnabled = false) } };
export const Sidebar: Story = { parameters: { route: "/sidebar" } };

export const Create: Story = { parameters: { route: "/storage/create/volume" } };

/** Each field's problem under it, before anything is sent. */
export const CreateInvalid: Story = {
  parameters: { route: "/storage/create/volume" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Size \(GB\)/ }), "2.5");
    await userEvent.click(canvas.getByRole("button", { name: "Create volume" }));
    await expect(await canvas.findByText("Enter a whole number of GB")).toBeInTheDocument();
  },
};

/** The platform's refusal (here: no connection) shown with what was typed kept. */
export const CreateFailed: Story = {
  args: { unreachable: /\/storage\/disks$/ },
  parameters: { route: "/storage/create/volume" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Size \(GB\)/ }), "100");
    await userEvent.click(canvas.getByRole("button", { name: "Create volume" }));
    await expect(await canvas.findByText("The volume was not created")).toBeInTheDocument();
  },
};

export const Detail: Story = { parameters: { route: volumePath("db-data") } };
export const DetailLoading: Story = { args: { preset: "demo+slow" }, parameters: { route: volumePath("db-data") } };
export const DetailMissing: Story = { parameters: { route: "/storage/volume/tll/no-such-volume" } };

/** Attached: the VM is named, delete is refused with the reason, detach asks first. */
export const DetailAttached: Story = {
  parameters: { route: volumePath("db-data") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Attach to" }), "db-primary");
    await userEvent.click(canvas.getByRole("button", { name: "Attach volume" }));
    await expect(await canvas.findByText("Attached to db-primary.")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Delete volume" })).toBeDisabled();
  },
};
