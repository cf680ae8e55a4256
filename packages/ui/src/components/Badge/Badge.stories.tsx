import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Admin" },
  argTypes: { tone: { control: "inline-radio", options: ["neutral", "info", "success", "warning", "error"] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: "info", children: "New" } };
export const Success: Story = { args: { tone: "success", children: "Paid" } };
export const Warning: Story = { args: { tone: "warning", children: "Limited" } };
export const ErrorTone: Story = { name: "Error", args: { tone: "error", children: "Overdue" } };
export const Count: Story = { args: { tone: "info", children: "3", "aria-label": "3 unpaid invoices" } };
export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: 120 }}>
      <Badge {...args} />
    </div>
  ),
  args: { children: "A very long label that does not fit" },
};
