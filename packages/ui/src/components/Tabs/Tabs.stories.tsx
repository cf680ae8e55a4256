import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Tabs } from "./Tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: {
    label: "Server sections",
    onValueChange: fn(),
    items: [
      { value: "overview", label: "Overview", content: <p>2 vCPU, 4 GB RAM, 60 GB SSD.</p> },
      { value: "network", label: "Network", content: <p>Public IPv4 192.0.2.10</p> },
      { value: "backups", label: "Backups (3)", content: <p>Three daily backups.</p> },
      { value: "settings", label: "Settings", content: <p>Rename or delete the server.</p> },
    ],
  },
  argTypes: { activationMode: { control: "inline-radio", options: ["automatic", "manual"] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: "network" } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: "overview", label: "Overview", content: <p>Overview</p> },
      { value: "console", label: "Console", content: <p>Console</p>, disabled: true },
      { value: "settings", label: "Settings", content: <p>Settings</p> },
    ],
  },
};
export const ManualActivation: Story = { args: { activationMode: "manual" } };
export const ManyTabsScroll: Story = {
  name: "Many tabs (scroll on narrow screens)",
  args: {
    items: ["Overview", "Network", "Disks", "Backups", "Snapshots", "Firewall", "Monitoring", "Console", "Settings"].map((label) => ({
      value: label.toLowerCase(),
      label,
      content: <p>{label} panel</p>,
    })),
  },
};
