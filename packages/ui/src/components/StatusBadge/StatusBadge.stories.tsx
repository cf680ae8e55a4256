import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "./StatusBadge";

const meta = {
  title: "UI/StatusBadge",
  component: StatusBadge,
  args: { children: "Running", tone: "success" },
  argTypes: { tone: { control: "inline-radio", options: ["neutral", "info", "success", "warning", "error"] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Neutral: Story = { args: { tone: "neutral", children: "Stopped" } };
export const Info: Story = { args: { tone: "info", children: "Pending validation" } };
export const Warning: Story = { args: { tone: "warning", children: "Limited" } };
export const ErrorTone: Story = { name: "Error", args: { tone: "error", children: "Suspended" } };
export const Transitional: Story = { args: { tone: "info", pulse: true, children: "Creating" } };
export const TransitionalWarning: Story = { args: { tone: "warning", pulse: true, children: "Stopping" } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <StatusBadge tone="info" pulse>Creating</StatusBadge>
      <StatusBadge tone="success">Running</StatusBadge>
      <StatusBadge tone="warning" pulse>Stopping</StatusBadge>
      <StatusBadge tone="neutral">Stopped</StatusBadge>
      <StatusBadge tone="error">Deleted</StatusBadge>
    </div>
  ),
};
