import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Textarea } from "./Textarea";

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  args: { label: "Description", name: "description", onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: "What is this server for?" } };
export const WithDescription: Story = { args: { label: "SSH public key", description: "Paste the contents of ~/.ssh/id_ed25519.pub.", monospace: true } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { label: "SSH public key", monospace: true, defaultValue: "ssh-rsa AAAA", error: "The key is too short." } };
export const WithCount: Story = { args: { maxLength: 250, showCount: true, defaultValue: "Web front end" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "Read only notes" } };
