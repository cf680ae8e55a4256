import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Checkbox } from "../Checkbox/Checkbox";
import { Select } from "../Select/Select";
import { TextField } from "../TextField/TextField";
import { FilterBar } from "./FilterBar";

const meta = {
  title: "UI/FilterBar",
  component: FilterBar,
  args: {
    label: "Filter invoices",
    onReset: fn(),
    children: (
      <>
        <TextField label="Search" type="search" placeholder="Invoice number" />
        <Select
          label="Status"
          placeholder="Any status"
          options={[
            { value: "0", label: "In progress" },
            { value: "5", label: "Unpaid" },
            { value: "10", label: "Paid" },
          ]}
        />
        <Select label="Year" options={[{ value: "2026" }, { value: "2025" }]} />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithClear: Story = {};
export const NothingToClear: Story = { args: { canReset: false } };
export const WithoutClear: Story = { args: { onReset: undefined } };
export const WithCheckbox: Story = {
  args: {
    children: (
      <>
        <TextField label="Search" type="search" placeholder="Server name" />
        <Checkbox label="Show deleted" />
      </>
    ),
  },
};
