import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CreationProgress } from "../../progress/CreationProgress";
import { ComputeStoryFrame } from "../storyFrame";

/** Creating a VM (/compute/create): each step of the form, its rules, its failure and the progress after it. */
const meta = {
  title: "Compute/VM create",
  component: ComputeStoryFrame,
  parameters: { route: "/compute/create" },
  args: { preset: "demo", configName: "default" },
} satisfies Meta<typeof ComputeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: default location, default image, first package that suits it, public IP reserved. */
export const Form: Story = {};

/** From the app catalogue: /compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6. */
export const FromAppCatalog: Story = { parameters: { route: "/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6" } };

/** Custom size with the API's limits shown under each field. */
export const CustomSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "Custom" }));
  },
};

/** Windows: packages without Windows are disabled and say so; no username needed. */
export const Windows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: /Windows Server/ }));
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
