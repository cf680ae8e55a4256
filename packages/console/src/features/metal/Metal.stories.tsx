import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory, storyMockApi } from "../../testing/MockApiStoryFrame";
import { ComputeStoryFrame } from "../../shared/compute/storyFrame";

const leaseUuid = storyMockApi({ configName: "metal" }).store.state.metalLeases[0]?.uuid ?? "missing";

/** Bare metal on the metal provider: lease, detail, and the two errors the API documents. */
const meta = {
  title: "Compute/Bare metal",
  component: ComputeStoryFrame,
  ...mockApiStory("/metal/create", { configName: "metal" }),
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeaseForm: Story = {};

export const LeaseFormValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Lease server" }));
    await expect((await canvas.findAllByText("This field is required")).length).toBe(3);
  },
};

/** 'No available machines', as it comes, with the form kept. */
export const NoAvailableMachines: Story = {
  args: { preset: "demo+errors" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: /Metal S/ }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Operating system/ }), "debian-12");
    await userEvent.type(canvas.getByRole("textbox", { name: /Server name/ }), "render-1");
    await userEvent.click(canvas.getByRole("button", { name: "Lease server" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No available machines");
  },
};

export const Lease: Story = { parameters: { route: `/metal/lease/${leaseUuid}` } };

export const LeaseCredentialsShown: Story = {
  parameters: { route: `/metal/lease/${leaseUuid}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Show SSH credentials" }));
  },
};

export const List: Story = { parameters: { route: "/compute" } };
export const EmptyList: Story = { args: { preset: "empty" }, parameters: { route: "/compute" } };
