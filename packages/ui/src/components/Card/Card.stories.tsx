import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "./Card";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { children: "Prepaid credit: 22.00 EUR" },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Elevated: Story = { args: { elevated: true, padding: "lg" } };
export const Compact: Story = { args: { padding: "sm" } };
export const NoPadding: Story = { args: { padding: "none" } };
export const AsSection: Story = {
  args: {
    as: "section",
    "aria-labelledby": "card-title",
    children: (
      <>
        <h2 id="card-title">Billing account</h2>
        <p>Prepaid credit: 22.00 EUR</p>
      </>
    ),
  },
};
