import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Select } from "./Select";

const meta = {
  title: "UI/Select",
  component: Select,
  args: {
    label: "Location",
    name: "location",
    onChange: fn(),
    options: [
      { value: "tll", label: "Tallinn" },
      { value: "fra", label: "Frankfurt" },
      { value: "sgp", label: "Singapore (full)", disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: "Choose a location" } };
export const WithDescription: Story = { args: { description: "Pick the location closest to your users." } };
export const Required: Story = { args: { required: true, placeholder: "Choose a location" } };
export const WithError: Story = { args: { error: "This location has no capacity left." } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "fra" } };
export const LongLabels: Story = {
  args: { options: [{ value: "a", label: "Ubuntu 24.04 LTS (Noble Numbat) with Docker preinstalled, 64-bit" }, { value: "b", label: "Debian 12" }] },
};
