import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { AccessStoryFrame, demoAccess } from "./storyFrame";

const { tokenId, delegationId } = demoAccess();

/** The Access category: API tokens and access delegations, live against the story's mock API. */
const meta = {
  title: "Access/Access",
  component: AccessStoryFrame,
  ...mockApiStory("/access", { configName: "default" }),
} satisfies Meta<typeof AccessStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { preset: "empty" } };
export const Sidebar: Story = { parameters: { route: "/sidebar" } };
export const CreateToken: Story = { parameters: { route: "/access/create/api_token" } };

export const CreateTokenValidation: Story = {
  parameters: { route: "/access/create/api_token" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: /Restricted/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create API token" }));
    await expect((await canvas.findAllByText("This field is required")).length).toBe(2);
  },
};

/** The secret, shown once after creating. */
export const TokenCreated: Story = {
  parameters: { route: "/access/create/api_token" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Description/ }), "Deploy bot");
    await userEvent.click(canvas.getByRole("button", { name: "Create API token" }));
    await expect(await canvas.findByText(/You will not see it again/)).toBeInTheDocument();
  },
};

/** 'Failed to create kong token', with the description kept. */
export const CreateTokenFailed: Story = {
  args: { preset: "demo+errors" },
  parameters: { route: "/access/create/api_token" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Description/ }), "Deploy bot");
    await userEvent.click(canvas.getByRole("button", { name: "Create API token" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to create kong token")).toBeInTheDocument();
  },
};

export const TokenDetail: Story = { parameters: { route: `/access/token/${tokenId}` } };
export const TokenNotFound: Story = { parameters: { route: "/access/token/999999" } };

/** Delete asks first. */
export const TokenDeleteConfirmation: Story = {
  parameters: { route: `/access/token/${tokenId}` },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Delete" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeInTheDocument();
  },
};

export const CreateDelegation: Story = { parameters: { route: "/access/create/access_delegation" } };
export const DelegationDetail: Story = { parameters: { route: `/access/delegation/${delegationId}` } };

/** 'Failed to creating impersonation key' (sic, the spec's text), with the email kept. */
export const InviteFailed: Story = {
  args: { preset: "demo+errors" },
  parameters: { route: `/access/delegation/${delegationId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Grantee email/ }), "auditor@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Invite" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to creating impersonation key")).toBeInTheDocument();
  },
};

/** An invalid email is caught before anything is sent. */
export const InviteValidation: Story = {
  parameters: { route: `/access/delegation/${delegationId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Grantee email/ }), "not-an-email");
    await userEvent.click(canvas.getByRole("button", { name: "Invite" }));
    await expect(await canvas.findByText("Enter a valid email address")).toBeInTheDocument();
  },
};
