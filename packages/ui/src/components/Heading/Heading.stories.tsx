import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading } from "./Heading";

const meta = {
  title: "UI/Heading",
  component: Heading,
  args: { level: 1, children: "Log in" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const Level2: Story = { args: { level: 2, children: "Forgot password" } };
export const Level3: Story = { args: { level: 3, children: "Login error" } };
export const Level4: Story = { args: { level: 4, children: "Action required" } };
export const VisualLevel: Story = { args: { level: 2, visualLevel: 4, children: "An h2 that looks like an h4" } };
