import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RadioGroup } from "./RadioGroup";

// The spec's default packages (cpu / ram GB / ssd GB).
const packages = [
  [1, 1, 20, "5.00"],
  [2, 1, 20, "7.00"],
  [2, 2, 50, "12.00"],
  [2, 4, 60, "18.00"],
  [4, 4, 80, "26.00"],
].map(([cpu, ram, ssd, price]) => ({
  value: `${cpu}-${ram}-${ssd}`,
  label: `${cpu} vCPU`,
  description: `${ram} GB RAM · ${ssd} GB SSD`,
  aside: `${price} EUR`,
}));

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Billing account type",
    onValueChange: fn(),
    options: [
      { value: "invoice", label: "Invoice", description: "Pay by bank transfer after each month." },
      { value: "other", label: "Prepaid", description: "Top up credit by card." },
    ],
  },
  argTypes: { variant: { control: "inline-radio", options: ["list", "inline", "cards"] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Selected: Story = { args: { defaultValue: "invoice" } };
export const Inline: Story = {
  args: { label: "Colour scheme", variant: "inline", defaultValue: "auto", options: [{ value: "auto", label: "Auto" }, { value: "light", label: "Light" }, { value: "dark", label: "Dark" }] },
};
export const Cards: Story = { args: { label: "Package", variant: "cards", options: packages, defaultValue: "2-2-50" } };
export const CardsWithDisabled: Story = {
  args: { label: "Package", variant: "cards", options: packages.map((p, i) => (i > 2 ? { ...p, disabled: true } : p)), description: "Limited accounts can use 1 vCPU and 2 GB RAM at most." },
};
export const WithError: Story = { args: { required: true, error: "Choose an account type." } };
export const CardsWithError: Story = { args: { label: "Package", variant: "cards", options: packages, required: true, error: "Choose a package." } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "other" } };
