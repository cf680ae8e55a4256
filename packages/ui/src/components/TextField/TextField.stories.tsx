import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./TextField";

const meta = {
  title: "UI/TextField",
  component: TextField,
  args: { label: "Username", name: "username", autoComplete: "username" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { label: "Email", type: "email", placeholder: "you@example.com" } };
export const WithDescription: Story = {
  args: { label: "Email", type: "email", description: "Enter your email address and we will send you a reset email." },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { label: "Email", type: "email", defaultValue: "me@banned.example", error: "Email domain is prohibited" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "jane" } };
