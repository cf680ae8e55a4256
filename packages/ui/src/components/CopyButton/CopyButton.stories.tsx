import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CopyButton } from "./CopyButton";

const meta = {
  title: "UI/CopyButton",
  component: CopyButton,
  args: { text: "error=access_denied&error_description=Please%20verify%20your%20email", onCopied: fn(), onCopyError: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAccessibleLabel: Story = { args: { "aria-label": "Copy error details" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Disabled: Story = { args: { disabled: true } };
