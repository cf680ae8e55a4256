import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./VisuallyHidden";

const meta = {
  title: "UI/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Only screen readers read this" },
  render: (args) => (
    <p>
      The next sentence is hidden on screen. <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
