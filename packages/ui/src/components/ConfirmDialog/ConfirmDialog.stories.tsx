import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { ConfirmDialog } from "./ConfirmDialog";

const meta = {
  title: "UI/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    title: "Delete server web-1?",
    description: "Its disks are deleted too. This cannot be undone.",
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: "inline-radio", options: ["danger", "primary"] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const TypeTheName: Story = { args: { defaultOpen: true, confirmationText: "web-1" } };
export const Pending: Story = { args: { defaultOpen: true, pending: true } };
export const WithError: Story = { args: { defaultOpen: true, error: "The server is busy with another action. Try again in a minute." } };
export const Primary: Story = {
  args: { defaultOpen: true, tone: "primary", title: "Restart web-1?", description: "It is unreachable for about a minute.", confirmLabel: "Restart" },
};
export const SlowConfirm: Story = {
  name: "Confirm that takes 2 s",
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 2000))) },
};
export const WithExtraContent: Story = {
  args: { defaultOpen: true, children: <p>3 backups and 1 snapshot will also be removed.</p>, confirmationText: "web-1" },
};
