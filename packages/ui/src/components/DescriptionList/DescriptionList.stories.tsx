import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyButton } from "../CopyButton/CopyButton";
import { StatusBadge } from "../StatusBadge/StatusBadge";
import { DescriptionList } from "./DescriptionList";

const meta = {
  title: "UI/DescriptionList",
  component: DescriptionList,
  args: {
    "aria-label": "Server details",
    items: [
      { term: "Name", description: "web-1" },
      { term: "Status", description: <StatusBadge tone="success">Running</StatusBadge> },
      {
        term: "IPv4 address",
        description: (
          <>
            192.0.2.10 <CopyButton text="192.0.2.10" aria-label="Copy IPv4 address" />
          </>
        ),
      },
      { term: "Size", description: "2 vCPU · 4 GB RAM · 60 GB SSD" },
      { term: "Created", description: "2026-11-02 14:03" },
      { term: "UUID", description: "0f8fad5b-d9cb-469f-a165-70867728950e-a-very-long-identifier-that-wraps" },
    ],
  },
  argTypes: { layout: { control: "inline-radio", options: ["columns", "stacked"] } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {};
export const Stacked: Story = { args: { layout: "stacked" } };
export const WithMissingValues: Story = {
  args: { items: [{ term: "Name", description: "web-1" }, { term: "IPv6", description: undefined }, { term: "Credit", description: "0.00 EUR" }] },
};
