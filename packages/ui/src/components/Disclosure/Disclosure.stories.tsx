import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../Inline/Inline";
import { StatusBadge } from "../StatusBadge/StatusBadge";
import { Disclosure } from "./Disclosure";

const meta = {
  title: "UI/Disclosure",
  component: Disclosure,
  args: {
    summary: (
      <Inline gap="xs">
        <StatusBadge tone="success">Active</StatusBadge>
        <StatusBadge tone="warning">Limited</StatusBadge>
      </Inline>
    ),
    children: <p>New resources are limited to small sizes until the account has paid its first invoice. Top up the account to lift the limit.</p>,
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OnPhone: Story = { args: { defaultOpen: true }, globals: { viewport: { value: "mobile1", isRotated: false } } };
