import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { ProfileStoryFrame } from "./storyFrame";

/** The Administration section of /profile: "Act as a customer" with a user or billing account id. */
const meta = {
  title: "Profile/Admin impersonation",
  component: ProfileStoryFrame,
  ...mockApiStory("/profile"),
} satisfies Meta<typeof ProfileStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin (the demo preset's user) sees the form; starting goes to '/' with the banner naming whom we act as. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "Administration" })).toBeInTheDocument();
  },
};

/** A customer (the empty preset's user, privileges 403) sees the invitations only. */
export const NonAdminHidden: Story = {
  args: { preset: "empty" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "Access invitations" });
    await expect(canvas.queryByRole("region", { name: "Administration" })).not.toBeInTheDocument();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Start impersonation" }));
    await expect(await canvas.findByText("This field is required")).toBeInTheDocument();
  },
};

/** An unknown billing account: 'Failed to start impersonation' with the API's message, the form kept as typed. */
export const Failure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("radio", { name: "Billing account ID" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Billing account ID/ }), "999999");
    await userEvent.click(canvas.getByRole("button", { name: "Start impersonation" }));
    await expect(await body.findByText("Failed to start impersonation")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /Billing account ID/ })).toHaveValue("999999");
  },
};
