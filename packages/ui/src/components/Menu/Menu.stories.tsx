import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Menu, type MenuEntry, type MenuLinkProps } from "./Menu";

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

const createItems: MenuEntry[] = [
  {
    label: "Resource types",
    labelHidden: true,
    items: [
      { label: "Virtual machine", href: "#/compute/create" },
      { label: "Bare metal", href: "#/metal/create" },
      { label: "Load balancer", href: "#/network/create/load_balancer" },
      { label: "Bucket", href: "#/storage/create" },
    ],
  },
  {
    label: "Application catalog",
    items: [
      { label: "WordPress", href: "#/compute/create?typeId=app_catalog&osName=wordpress" },
      { label: "PostgreSQL", href: "#/services/create?osName=postgres" },
    ],
  },
];

/** Groups under labels: the first one's label is read out only, the second is shown. */
export const Groups: Story = { args: { label: "Create", buttonProps: { variant: "primary", size: "sm" }, items: createItems, defaultOpen: true } };

/** Link items drawn by the caller (a router Link in the console); here a link that logs instead of navigating. */
export const RouterLinks: Story = {
  args: {
    label: "Create",
    buttonProps: { variant: "primary", size: "sm" },
    items: createItems,
    defaultOpen: true,
    renderLink: ({ href, children }: MenuLinkProps) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ),
  },
};

/** On a phone the Create menu spans the screen instead of hanging off its button. */
export const FullWidthOnPhone: Story = {
  args: { label: "Create", buttonProps: { variant: "primary", size: "sm" }, items: createItems, defaultOpen: true, fullWidthOnMobile: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
