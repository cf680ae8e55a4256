import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  args: {},
  argTypes: { variant: { control: "inline-radio", options: ["text", "rect", "circle"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = { args: { width: "240px" } };
export const Paragraph: Story = { args: { lines: 4 } };
export const Rect: Story = { args: { variant: "rect", height: "120px" } };
export const Circle: Story = { args: { variant: "circle", height: "48px" } };
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading server" role="region" style={{ display: "flex", gap: 12, alignItems: "center", maxWidth: 400 }}>
      <Skeleton variant="circle" height="40px" />
      <Skeleton lines={2} />
    </div>
  ),
};
