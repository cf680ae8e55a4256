import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CreationProgress } from "../../progress";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { ComputeStoryFrame } from "../../../shared/compute/storyFrame";

/** Creating a VM (/compute/create): each section of the form, its rules, its failure and the progress after it. */
const meta = {
  title: "Compute/VM create",
  component: ComputeStoryFrame,
  ...mockApiStory("/compute/create", { configName: "default" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a choice the way a visitor does: a click on its card or label, which holds the radio. */
async function pick(radio: HTMLElement) {
  const label = radio.closest("label");
  if (!label) throw new Error("a choice's radio sits inside its label");
  await userEvent.click(label);
}

/** The form as it opens: default location, default image, first package that suits it, public IP reserved. */
export const Form: Story = {};

/** From the app catalogue: /compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6. */
export const FromAppCatalog: Story = { parameters: { route: "/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6" } };

/** A site without the application catalogue (vmAppsEnabled off): an app link opens on the operating systems, with no Apps tab. */
export const AppsSwitchedOff: Story = {
  parameters: { route: "/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6" },
  args: {
    prepare: (store) => {
      store.state.ui.vmAppsEnabled = false;
    },
  },
};

/** Picking a package brings its default OS (4 vCPU / 4 GB: Windows Server) while no system was chosen. */
export const PackageDefaultOs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(await canvas.findByRole("radio", { name: /4 vCPU \/ 4 GB/ }));
    await expect(canvas.getByRole("radio", { name: /Windows Server/ })).toBeChecked();
  },
};

/** Custom size with the API's limits shown under each field. */
export const CustomSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(await canvas.findByRole("radio", { name: "Custom" }));
  },
};

/** A LIMITED billing account: the sizes over the site's limit are disabled and say why; the notice links to topping it up. */
export const LimitedAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: /^Billing account/ }), "Side project");
    await expect(canvas.getByRole("radio", { name: /2 vCPU \/ 1 GB/ })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Top up Side project" })).toBeVisible();
  },
};

/** Windows: packages without Windows are disabled and say so; no username needed. */
export const Windows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(await canvas.findByRole("radio", { name: /Windows Server/ }));
  },
};

/** Pick the "Snapshot or backup" boot source and one of the location's replicas (`<vm name> · snapshot · <date>`). */
async function chooseSnapshot(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await pick(await canvas.findByRole("radio", { name: /^Snapshot or backup/ }));
  const select = canvas.getByRole("combobox", { name: /^Snapshot or backup/ });
  await userEvent.selectOptions(select, await within(select).findByRole("option", { name: /^web-1 · snapshot/ }));
  return canvas;
}

/** Boot source "Snapshot or backup": no OS picker (the replica carries it), custom size with the disk at the replica's size. */
export const FromSnapshot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseSnapshot(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Disk/ })).toHaveValue("40");
    await expect(canvas.queryByRole("group", { name: "Operating system" })).toBeNull();
  },
};

/** A disk smaller than the snapshot is refused before anything is sent; so are packages too small for it. */
export const SnapshotDiskTooSmall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseSnapshot(canvasElement);
    const disk = canvas.getByRole("textbox", { name: /^Disk/ });
    await userEvent.clear(disk);
    await userEvent.type(disk, "30");
    await userEvent.click(canvas.getByRole("button", { name: "Create virtual machine" }));
    await expect(await canvas.findByText("Must be at least 40 GB, the size of the snapshot")).toBeInTheDocument();
  },
};

/** "Snapshot or backup" in a location whose machines have none: the choice says so and how to make one. */
export const NoSnapshotsInLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(await canvas.findByRole("radio", { name: /Jakarta/ }));
    await pick(canvas.getByRole("radio", { name: /^Snapshot or backup/ }));
    await expect(await canvas.findByText(/^No virtual machine in this location has a snapshot or backup\./)).toBeInTheDocument();
  },
};

/** Boot source "Existing disk": a UUID field with its hint, no disk size; a wrong UUID is caught before sending. */
export const FromExistingDisk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(await canvas.findByRole("radio", { name: /^Existing disk/ }));
    await pick(canvas.getByRole("radio", { name: "Custom" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Disk UUID/ }), "vda");
    await userEvent.click(canvas.getByRole("button", { name: "Create virtual machine" }));
    await expect(await canvas.findByText(/^Enter the disk's UUID/)).toBeInTheDocument();
  },
};

/** Submitted empty: 'This field is required' on each required field, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Create virtual machine" }));
    await expect((await canvas.findAllByText("This field is required")).length).toBeGreaterThan(0);
  },
};

/** The capacity error, shown as the API words it, with the form kept. */
export const CapacityError: Story = {
  args: { preset: "demo+errors" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Name/ }), "web-9");
    await userEvent.type(canvas.getByLabelText(/^Password/), "Secret123");
    await userEvent.click(canvas.getByRole("button", { name: "Create virtual machine" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Compute resources temporarily unavailable due to high demand.");
  },
};

/** After submitting: 'Creating (name)... N%' until the VM runs. */
export const Progress: Story = {
  render: () => <CreationProgress name="web-9" startedAt={Date.now() - 24_000} expectedMs={60_000} createAnother={[{ type: "virtual machine", to: "/compute/create" }]} />,
};
