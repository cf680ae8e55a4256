import type { Meta, StoryObj } from "@storybook/react-vite";
import { Notice } from "./Notice";

const meta = {
  title: "UI/Notice",
  component: Notice,
  args: { children: "Payment authorization check finished. You can close this page." },
  argTypes: { tone: { control: "inline-radio", options: ["primary", "error", "success"] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const ErrorTone: Story = { name: "Error", args: { tone: "error", title: "Login error", children: "Code: access_denied" } };
export const Success: Story = { args: { tone: "success", children: "User details updated" } };
export const WithTitle: Story = { args: { title: "Action required", children: "Please verify your email address." } };
export const TitleOnly: Story = { args: { title: "Logging in...", children: undefined } };
