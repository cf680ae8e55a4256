import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Menu } from "./Menu";

const meta = {
  title: "UI/Menu",
  component: Menu,
  args: {
    onOpenChange: fn(),
    items: [
      { label: "Start", onSelect: fn(), disabled: true, disabledReason: "The server is already running" },
      { label: "Stop", onSelect: fn() },
      { label: "Restart", onSelect: fn() },
      { label: "Resize", disabled: true, disabledReason: "Stop the server first" },
      { label: "Open console", href: "#/console" },
      "separator",
      { label: "Delete", tone: "danger", onSelect: fn() },
    ],
  },
  argTypes: { align: { control: "inline-radio", options: ["start", "center", "end"] } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const CustomLabel: Story = { args: { label: "Manage", buttonProps: { variant: "primary" } } };
export const IconTrigger: Story = {
  args: {
    trigger: (
      <Button variant="ghost" size="sm" aria-label="More actions for web-1">
        ⋯
      </Button>
    ),
  },
};
export const AlignStart: Story = { args: { align: "start", defaultOpen: true } };
