import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory, storyMockApi } from "../../../testing/MockApiStoryFrame";
import { StorageStoryFrame } from "../storyFrame";

/** The demo preset's volume named `name`, as its page's route. */
function volumePath(name: string): string {
  const disk = storyMockApi().store.state.blockDisks?.find((candidate) => candidate.display_name === name);
  return disk ? `/storage/volume/${disk.location}/${disk.uuid}` : "/storage";
}

/** Opens the form's choice of what to start from and picks `option` of the `field` it shows (Volume, Image, Snapshot). */
async function startFrom(canvasElement: HTMLElement, kind: string, field: RegExp, option: string) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Start from" }), kind);
  await canvas.findByRole("option", { name: option });
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: field }), option);
  return canvas;
}

/** Volumes (block storage disks): listed on the Storage page, created empty or from an image, a volume or a snapshot, renamed, moved, attached, detached and deleted against the story's mock API. */
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

/** Starting from a copy of a volume: its size is the source's unless a larger one is typed. */
export const CreateFromVolume: Story = {
  parameters: { route: "/storage/create/volume" },
  play: async ({ canvasElement }) => {
    const canvas = await startFrom(canvasElement, "A copy of a volume", /^Volume/, "db-data · 50 GB");
    await expect(canvas.getByText("Leave empty for the source's 50 GB.")).toBeInTheDocument();
  },
};

/** Starting from an operating system image of the catalogue. */
export const CreateFromImage: Story = {
  parameters: { route: "/storage/create/volume" },
  play: async ({ canvasElement }) => void (await startFrom(canvasElement, "An operating system image", /^Image/, "Ubuntu 24.04 LTS")),
};

/** Starting from a snapshot of a volume (the demo's db-data has one here). */
export const CreateFromSnapshot: Story = {
  args: {
    prepare: (store) => {
      const disk = store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data");
      disk?.snapshots.push({ uuid: "5e0a7c1b-snap-4d2e-9f3a-000000000001", disk_uuid: disk.uuid, display_name: "before-upgrade", size_gb: disk.size_gb, created_at: "2026-11-30T10:00:00.000Z" });
    },
  },
  parameters: { route: "/storage/create/volume" },
  play: async ({ canvasElement }) => void (await startFrom(canvasElement, "A snapshot of a volume", /^Snapshot/, "db-data · before-upgrade · 50 GB")),
};

/** A copy smaller than its source is refused before anything is sent. */
export const CreateCopyTooSmall: Story = {
  parameters: { route: "/storage/create/volume" },
  play: async ({ canvasElement }) => {
    const canvas = await startFrom(canvasElement, "A copy of a volume", /^Volume/, "db-data · 50 GB");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Size \(GB\)/ }), "20");
    await userEvent.click(canvas.getByRole("button", { name: "Create volume" }));
    await expect(await canvas.findByText("A copy is at least as large as its source: enter 50 GB or more, or leave it empty")).toBeInTheDocument();
  },
};

/** Renaming is refused to clear a name the volume has. */
export const SettingsInvalid: Story = {
  parameters: { route: volumePath("db-data") },
  play: async ({ canvasElement }) => {
    const settings = within(await within(canvasElement).findByRole("region", { name: "Settings" }));
    await userEvent.clear(settings.getByRole("textbox", { name: "Name" }));
    await userEvent.click(settings.getByRole("button", { name: "Save changes" }));
    await expect(await settings.findByText("A volume keeps a name once it has one: enter a new name")).toBeInTheDocument();
  },
};

/** Saving fails (no connection): the error toast, with the new name still typed. */
export const SettingsFailed: Story = {
  args: { unreachable: /\/storage\/disks\/[^/]+$/ },
  parameters: { route: volumePath("db-data") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = within(await canvas.findByRole("region", { name: "Settings" }));
    await userEvent.clear(settings.getByRole("textbox", { name: "Name" }));
    await userEvent.type(settings.getByRole("textbox", { name: "Name" }), "pg-data");
    await userEvent.click(settings.getByRole("button", { name: "Save changes" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to update volume")).toBeInTheDocument();
    await expect(settings.getByRole("textbox", { name: "Name" })).toHaveValue("pg-data");
  },
};
