import type { Meta, StoryObj } from "@storybook/react-vite";
import { CactusIcon } from "./CactusIcon";

const meta = {
  title: "UI/CactusIcon",
  component: CactusIcon,
} satisfies Meta<typeof CactusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const WithTitle: Story = { args: { title: "Loading", size: 96 } };
export const Small: Story = { args: { size: 24 } };
